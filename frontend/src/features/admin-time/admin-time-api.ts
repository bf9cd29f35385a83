import { api } from '../../api/api';
import type { ApiSchema } from '../../api/api-types';

/** Staff Time tab (/api/admin/time). Dates 'YYYY-MM-DD' and times 'HH:MM', restaurant-local. */
export type SessionHours = ApiSchema<'SessionDto'>;

export type OpeningTimes = ApiSchema<'OpeningTimesDto'>;

export type DaysOffRequest = ApiSchema<'DaysOffRequestDto'>;
export type DayOffType = DaysOffRequest['type'];
/** The form's choices, in the order it offers them (every type the api accepts: the record makes the compiler check). */
const DAY_OFF_TYPE_SET: Record<DayOffType, true> = { 'ad-hoc': true, 'national-holiday': true, vacation: true, illness: true, maintenance: true };
export const DAY_OFF_TYPES = Object.keys(DAY_OFF_TYPE_SET) as DayOffType[];

export type DayOff = ApiSchema<'DayOffDto'>;

export type CreateDaysOffRequest = ApiSchema<'CreateDaysOffDto'>;

export type CreatedDaysOff = ApiSchema<'CreatedDaysOffDto'>;

export type DaysOffPreview = ApiSchema<'DaysOffPreviewDto'>;

export type SlotColour = ApiSchema<'ScheduleSlotDto'>['colour'];

export type WeeklySchedule = ApiSchema<'WeeklyScheduleDto'>;
export type ScheduleStation = ApiSchema<'ScheduleStationDto'>;
export type SlotStationUnits = ApiSchema<'StationUnitsDto'>;

/** Issue 28: a kitchen station (the fryer, the pizza oven) and the units of work it cooks in one 15-minute slot. */
export type KitchenStation = ApiSchema<'KitchenStationDto'>;
export type KitchenStationInput = ApiSchema<'CreateKitchenStationDto'>;

const timeApi = api.enhanceEndpoints({ addTagTypes: ['OpeningTimes', 'DaysOff', 'Schedule', 'KitchenStations'] }).injectEndpoints({
  endpoints: (build) => ({
    getOpeningTimes: build.query<OpeningTimes, void>({ query: () => '/admin/time/opening-times', providesTags: ['OpeningTimes'] }),
    setWeekdayOpen: build.mutation<OpeningTimes, { dayOfWeek: number; isOpen: boolean }>({
      query: ({ dayOfWeek, isOpen }) => ({ url: `/admin/time/opening-times/${dayOfWeek}`, method: 'PATCH', body: { isOpen } }),
      invalidatesTags: ['OpeningTimes', 'Schedule'],
    }),
    setWeekdaySessions: build.mutation<OpeningTimes, { dayOfWeek: number; sessions: SessionHours[] }>({
      query: ({ dayOfWeek, sessions }) => ({ url: `/admin/time/opening-times/${dayOfWeek}/sessions`, method: 'PUT', body: { sessions } }),
      invalidatesTags: ['OpeningTimes', 'Schedule'],
    }),
    setTimeSlotActive: build.mutation<OpeningTimes, { time: string; isActive: boolean }>({
      query: ({ time, isActive }) => ({ url: `/admin/time/time-slots/${time}`, method: 'PATCH', body: { isActive } }),
      invalidatesTags: ['OpeningTimes', 'Schedule'],
    }),
    getDaysOff: build.query<DayOff[], void>({ query: () => '/admin/time/days-off', providesTags: ['DaysOff'] }),
    previewDaysOff: build.mutation<DaysOffPreview, DaysOffRequest>({
      query: (body) => ({ url: '/admin/time/days-off/preview', method: 'POST', body }),
    }),
    createDaysOff: build.mutation<CreatedDaysOff, CreateDaysOffRequest>({
      query: (body) => ({ url: '/admin/time/days-off', method: 'POST', body }),
      invalidatesTags: ['DaysOff', 'Schedule'],
    }),
    deleteDayOff: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/time/days-off/${id}`, method: 'DELETE' }),
      invalidatesTags: ['DaysOff', 'Schedule'],
    }),
    getWeeklySchedule: build.query<WeeklySchedule, string | undefined>({
      query: (date) => ({ url: '/admin/time/schedule', params: date ? { date } : undefined }),
      providesTags: ['Schedule'],
    }),
    // A station's name and units show in every slot of the schedule, so each change refreshes it too.
    getAdminStations: build.query<KitchenStation[], void>({ query: () => '/admin/stations', providesTags: ['KitchenStations'] }),
    createAdminStation: build.mutation<KitchenStation, KitchenStationInput>({
      query: (body) => ({ url: '/admin/stations', method: 'POST', body }),
      invalidatesTags: ['KitchenStations', 'Schedule'],
    }),
    updateAdminStation: build.mutation<KitchenStation, { id: string } & Partial<KitchenStationInput>>({
      query: ({ id, ...body }) => ({ url: `/admin/stations/${id}`, method: 'PATCH', body }),
      invalidatesTags: ['KitchenStations', 'Schedule'],
    }),
    deleteAdminStation: build.mutation<void, string>({
      query: (id) => ({ url: `/admin/stations/${id}`, method: 'DELETE' }),
      invalidatesTags: ['KitchenStations', 'Schedule'],
    }),
  }),
});

export const {
  useGetOpeningTimesQuery,
  useSetWeekdayOpenMutation,
  useSetWeekdaySessionsMutation,
  useSetTimeSlotActiveMutation,
  useGetDaysOffQuery,
  usePreviewDaysOffMutation,
  useCreateDaysOffMutation,
  useDeleteDayOffMutation,
  useGetWeeklyScheduleQuery,
  useGetAdminStationsQuery,
  useCreateAdminStationMutation,
  useUpdateAdminStationMutation,
  useDeleteAdminStationMutation,
} = timeApi;
export const timeApiUtil = timeApi.util;

/** The api's error message (one copy, api/api-error.ts). */
export { apiErrorMessage } from '../../api/api-error';
