import { api } from '../../../api/api';
import type { ApiSchema } from '../../../api/api-types';
import type { operations } from '../../../api/schema';

/** A page of the audit log (GET /api/admin/audit), newest first. */
export type AuditPage = ApiSchema<'AuditPageDto'>;
export type AuditEntry = ApiSchema<'AuditEntryDto'>;
export type AuditArea = ApiSchema<'AuditArea'>;
export type AuditQuery = NonNullable<operations['AuditController_listAuditEntries']['parameters']['query']>;

const adminAuditApi = api.injectEndpoints({
  endpoints: (build) => ({
    getAuditEntries: build.query<AuditPage, AuditQuery>({
      query: (params) => ({ url: '/admin/audit', params }),
    }),
  }),
});

export const { useGetAuditEntriesQuery } = adminAuditApi;
