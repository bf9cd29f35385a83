import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';
import type { operations } from '../../api/schema';

/** The owner's report (GET /api/admin/reports, administrators), as the OpenAPI document describes it. */
export type Report = ApiSchema<'ReportDto'>;
export type ReportFigures = ApiSchema<'ReportFiguresDto'>;
export type ReportDay = ApiSchema<'ReportDayDto'>;
export type ReportItem = ApiSchema<'ReportItemDto'>;
export type ReportPreset = ApiSchema<'ReportPreset'>;
export type ReportTable = ApiSchema<'ReportTable'>;
/** `{ range: 'this-week' }` or `{ range: 'custom', from, to }` (London days, both counted). */
export type ReportRequest = NonNullable<operations['ReportsController_getReport']['parameters']['query']>;

/** One table of the report as the CSV the api sends, and the name it downloads as. */
export interface ReportCsv {
  csv: string;
  fileName: string;
}

/** The file name of an attachment (`attachment; filename="x.csv"`), or null. */
export function attachmentName(disposition: string | null): string | null {
  return disposition?.match(/filename="([^"]+)"/)?.[1] ?? null;
}

const reportsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getReport: build.query<Report, ReportRequest>({ query: (params) => ({ url: '/admin/reports', params }) }),
    // A download, not data to keep: a mutation, so that a step-up (401 STEP_UP_REQUIRED) prompts and
    // sends it again once through the api's base query, as every sensitive action does.
    exportReportTable: build.mutation<ReportCsv, ReportRequest & { table: ReportTable }>({
      query: ({ table, ...range }) => ({
        url: '/admin/reports/export',
        params: { ...range, table },
        // The CSV as text with the server's file name; an error keeps the api's JSON error shape.
        responseHandler: async (response) =>
          response.ok
            ? { csv: await response.text(), fileName: attachmentName(response.headers.get('Content-Disposition')) ?? `report-${table}.csv` }
            : response.json().catch(() => null),
      }),
    }),
  }),
});

export const { useGetReportQuery, useExportReportTableMutation } = reportsApi;

/** The api's error message (one copy, api/api-error.ts). */
export { apiErrorMessage } from '../../api/api-error';
