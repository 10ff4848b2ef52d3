/** The workouts feature's query keys. */
export const workoutsKeys = {
  all: ['workouts'] as const,
  day: (date: string) => [...workoutsKeys.all, 'day', date] as const,
  days: (fromDate: string, toDate: string) =>
    [...workoutsKeys.all, 'days', fromDate, toDate] as const,
};
