/** The schedule feature's query keys. */
export const scheduleKeys = {
  all: ['schedule'] as const,
  publicClasses: (studioId: number | null) =>
    [...scheduleKeys.all, 'public-classes', studioId] as const,
  memberClasses: (studioId: number | null) =>
    [...scheduleKeys.all, 'member-classes', studioId] as const,
  liveClass: (id: number) => [...scheduleKeys.all, 'live-class', id] as const,
  purchased: () => [...scheduleKeys.all, 'purchased'] as const,
};

export const studioQuery = (studioId: number | null) => (studioId ? `?studioId=${studioId}` : '');
