import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** The tips ledger (GET /api/admin/tips, issue 29), as the OpenAPI document describes it. */
export type TipsLedger = ApiSchema<'TipsLedgerDto'>;
export type TipsMonth = ApiSchema<'TipsMonthDto'>;
export type TipsDriverLine = ApiSchema<'TipsDriverLineDto'>;
export type TipPayout = ApiSchema<'TipPayoutDto'>;
export type TipPayoutRequest = ApiSchema<'RecordTipPayoutDto'>;

const tipsApi = api.enhanceEndpoints({ addTagTypes: ['TipsLedger'] }).injectEndpoints({
  endpoints: (build) => ({
    /** A year's months, newest first; without a year, the server's (London's) this year. */
    getTipsLedger: build.query<TipsLedger, number | undefined>({
      query: (year) => ({ url: '/admin/tips', params: year === undefined ? {} : { year } }),
      providesTags: ['TipsLedger'],
    }),
    /** Mark paid: the server pays what the driver is owed now (409 NOTHING_OWED if nothing); the ledger is fetched again either way. */
    recordTipPayout: build.mutation<TipPayout, TipPayoutRequest>({
      query: (body) => ({ url: '/admin/tips/payouts', method: 'POST', body }),
      invalidatesTags: () => ['TipsLedger'],
    }),
    /**
     * A month as CSV text. It may ask for the second factor first (401 STEP_UP_REQUIRED, a JSON
     * body the base query reads by its content type): the base query prompts and sends it again.
     */
    exportTipsMonth: build.mutation<string, string>({
      query: (month) => ({ url: '/admin/tips/export', params: { month }, responseHandler: 'content-type' }),
    }),
  }),
});

export const { useGetTipsLedgerQuery, useRecordTipPayoutMutation, useExportTipsMonthMutation } = tipsApi;
