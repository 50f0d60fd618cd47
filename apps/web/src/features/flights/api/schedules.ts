import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Schedule, ScheduleBody, SchedulePreview, ScheduleUpdateBody } from '@tarmac/shared';
import { apiRequest } from '../../../lib/api-client';
import { flightKeys } from './flight-keys';

const scheduleKeys = { all: ['schedules'] as const };

/** A dry run: the flights a season would create and the days its flight number already flies. */
export function useSeasonPreview() {
  return useMutation({
    mutationFn: (body: ScheduleBody) =>
      apiRequest<{ message: string; data: SchedulePreview }>('/api/schedules', { method: 'POST', body: { ...body, dryRun: true } }),
  });
}

/** Creates a season's flights in one call. */
export function useCreateSeason() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleBody) => apiRequest<{ message: string; data: Schedule }>('/api/schedules', { method: 'POST', body: { ...body, dryRun: false } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      await queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' });
    },
  });
}

export function useSchedules() {
  return useQuery({ queryKey: [...scheduleKeys.all, 'list'], queryFn: ({ signal }) => apiRequest<Schedule[]>('/api/schedules', { signal }), placeholderData: keepPreviousData });
}

/** Changes every future flight of a season (times, prices); seats already sold stay sold. */
export function useUpdateSeason(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ScheduleUpdateBody) =>
      apiRequest<{ message: string; data: { schedule: Schedule; updatedFlights: number } }>(`/api/schedules/${id}`, { method: 'PATCH', body }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
      await queryClient.invalidateQueries({ queryKey: flightKeys.list(), refetchType: 'none' });
    },
  });
}
