import { Body, Get, Post, Query, Res } from '@nestjs/common';
import { ApiConflictResponse, ApiCreatedResponse, ApiOkResponse, ApiOperation, ApiUnprocessableEntityResponse } from '@nestjs/swagger';
import type { Response } from 'express';
import { AdminController, AdminOnly, CurrentUser, StepUp } from '../accounts/guards/auth.decorators.js';
import type { AuthUser } from '../accounts/sessions.service.js';
import { RecordTipPayoutDto, TipPayoutDto, TipsLedgerDto, TipsLedgerQueryDto, TipsMonthQueryDto } from './dto/tips.dto.js';
import { TipsService } from './tips.service.js';

/** The Tips tab (administrators, issue 29): the tips ledger, payouts and the payroll CSV. */
@AdminController('tips')
@AdminOnly()
export class TipsController {
  constructor(private readonly tips: TipsService) {}

  @Get()
  @ApiOperation({ summary: "A year's tips per driver per month: owed, paid, outstanding, due date" })
  @ApiOkResponse({ type: TipsLedgerDto })
  getTipsLedger(@CurrentUser() admin: AuthUser, @Query() query: TipsLedgerQueryDto): Promise<TipsLedgerDto> {
    return this.tips.ledger(admin, query.year);
  }

  @Post('payouts')
  @ApiOperation({ summary: 'Record that a driver was paid what they are owed for a month' })
  @ApiCreatedResponse({ type: TipPayoutDto })
  @ApiConflictResponse({ description: 'NOTHING_OWED: the driver has nothing outstanding for the month (already paid)' })
  @ApiUnprocessableEntityResponse({ description: 'TIPS_MONTH_INVALID: a month still to come' })
  recordTipPayout(@CurrentUser() admin: AuthUser, @Body() body: RecordTipPayoutDto): Promise<TipPayoutDto> {
    return this.tips.recordPayout(admin, body);
  }

  @Get('export')
  @StepUp()
  @ApiOperation({ summary: "A month's tips per driver as CSV for payroll (exporting data asks for the second factor)" })
  @ApiOkResponse({ description: 'The month as an attachment', content: { 'text/csv': { schema: { type: 'string' } } } })
  @ApiUnprocessableEntityResponse({ description: 'TIPS_MONTH_INVALID' })
  async exportTips(@CurrentUser() admin: AuthUser, @Query() query: TipsMonthQueryDto, @Res() res: Response): Promise<void> {
    const { csv, fileName } = await this.tips.exportMonth(admin, query.month);
    res.setHeader('Content-Type', 'text/csv; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
    res.setHeader('Cache-Control', 'no-store');
    res.send(csv);
  }
}
