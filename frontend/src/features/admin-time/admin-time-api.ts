import { api } from '../../api/api';

/** Staff Time tab (/api/admin/time). Dates 'YYYY-MM-DD' and times 'HH:MM', restaurant-local. */
export interface SessionHours {
  startTime: string;
  endTime: string;
}

export interface OpeningTimes {
  days: { dayOfWeek: number; isOpen: boolean; sessions: SessionHours[] }[];
  slots: { time: string; isActive: boolean }[];
}

export const DAY_OFF_TYPES = ['ad-hoc', 'national-holiday', 'vacation', 'illness', 'maintenance'] as const;
export type DayOffType = (typeof DAY_OFF_TYPES)[number];

export interface DaysOffRequest {
  type: DayOffType;
  startDate: string;
  endDate: string | null;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  reason: string;
}

export interface DayOff {
  id: string;
  date: string;
  startDate: string;
  endDate: string;
  type: DayOffType;
  allDay: boolean;
  startTime: string | null;
  endTime: string | null;
  reason: string;
}

export interface DaysOffPreview {
  dates: string[];
  orders: { id: string; orderNumber: string; orderDate: string; slotTime: string; customerName: string; customerEmail: string; status: string }[];
  bookings: { id: string; name: string; email: string; bookingDate: string; slotTime: string; partySize: number }[];
}

export type SlotColour = 'gray' | 'red' | 'yellow' | 'green';

export interface WeeklySchedule {
  weekStart: string;
  days: {
    date: string;
    closed: boolean;
    closedReason: string | null;
    slots: { time: string; capacity: number; orders: number; left: number; bookings: number; colour: SlotColour }[];
  }[];
}

const timeApi = api.enhanceEndpoints({ addTagTypes: ['OpeningTimes', 'DaysOff', 'Schedule'] }).injectEndpoints({
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
    createDaysOff: build.mutation<{ daysOff: DayOff[]; notified: number }, DaysOffRequest & { notifyCustomers: boolean }>({
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
} = timeApi;

export function apiErrorMessage(error: unknown): string | undefined {
  return (error as { data?: { error?: { message?: string } } } | null)?.data?.error?.message;
}
