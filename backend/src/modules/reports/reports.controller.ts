import { Get, Query, Res } from '@nestjs/common';
import { ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController, StepUp } from '../accounts/guards/auth.decorators.js';
import { ReportDto, ReportExportQueryDto, ReportQueryDto } from './dto/report.dto.js';
import { ReportsService } from './reports.service.js';

/** The Reports tab (administrators): figures, charts' numbers and CSV downloads. */
@AdminController('reports')
export class ReportsController {
  constructor(private readonly reports: ReportsService) {}

  @Get()
  @ApiOperation({ summary: "The owner's report for a range of London days, compared with the period before" })
  @ApiOkResponse({ type: ReportDto })
  @ApiUnprocessableEntityResponse({ description: 'REPORT_RANGE_INVALID: a custom range without both dates, backwards, or longer than 366 days' })
  getReport(@Query() query: ReportQueryDto): Promise<ReportDto> {
    return this.reports.report(query);
  }

  @Get('export')
  @StepUp()
  @ApiOperation({ summary: "One table of the report as CSV (exporting data asks for the second factor, as deleting does)" })
  @ApiOkResponse({ description: 'The table as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiUnprocessableEntityResponse({ description: 'REPORT_RANGE_INVALID' })
  async exportReport(@Query() query: ReportExportQueryDto, @Res() res: Response): Promise<void> {
    const { table, ...range } = query;
    const { csv, fileName } = await this.reports.exportTable(range, table);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  }
}
