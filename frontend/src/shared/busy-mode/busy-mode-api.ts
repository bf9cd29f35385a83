import { NOT_BUSY } from '@walkden/contract/busy-mode';
import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

export type BusyMode = ApiSchema<'BusyModeDto'>;
export type PauseOrdersInput = ApiSchema<'PauseOrdersDto'>;
export type AddPrepTimeInput = ApiSchema<'AddPrepTimeDto'>;

/**
 * Busy mode: read by every customer page that offers ordering and by the staff control. Socket
 * messages (busy-mode.changed) write the new state straight into the cache (useStorefrontLiveUpdates);
 * each staff change answers with the state and writes it too.
 */
export const busyModeApi = api.enhanceEndpoints({ addTagTypes: ['BusyMode', 'Slots'] }).injectEndpoints({
  endpoints: (build) => ({
    getBusyMode: build.query<BusyMode, void>({
      query: () => '/busy-mode',
      providesTags: ['BusyMode'],
    }),
    pauseOrders: build.mutation<BusyMode, PauseOrdersInput>({
      query: (body) => ({ url: '/admin/busy-mode/pause', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(busyModeApi.util.upsertQueryData('getBusyMode', undefined, answer.data));
      },
    }),
    reopenOrders: build.mutation<BusyMode, { types: PauseOrdersInput['types'] }>({
      query: (body) => ({ url: '/admin/busy-mode/reopen', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(busyModeApi.util.upsertQueryData('getBusyMode', undefined, answer.data));
      },
    }),
    addPrepTime: build.mutation<BusyMode, AddPrepTimeInput>({
      query: (body) => ({ url: '/admin/busy-mode/prep-time', method: 'PUT', body }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(busyModeApi.util.upsertQueryData('getBusyMode', undefined, answer.data));
      },
      invalidatesTags: ['Slots'],
    }),
    endPrepTime: build.mutation<BusyMode, void>({
      query: () => ({ url: '/admin/busy-mode/prep-time', method: 'DELETE' }),
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        const answer = await queryFulfilled.catch(() => null);
        if (answer) dispatch(busyModeApi.util.upsertQueryData('getBusyMode', undefined, answer.data));
      },
      invalidatesTags: ['Slots'],
    }),
  }),
});

export const NO_BUSY_MODE: BusyMode = NOT_BUSY;

export const { useGetBusyModeQuery, usePauseOrdersMutation, useReopenOrdersMutation, useAddPrepTimeMutation, useEndPrepTimeMutation } = busyModeApi;
