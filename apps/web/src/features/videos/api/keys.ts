import type { VideoListBody } from '@jetsweat/contract';

/** The library call's body as the web app builds it. */
export type ListBody = NonNullable<VideoListBody>;

/** The videos feature's query keys. */
export const videosKeys = {
  all: ['videos'] as const,
  list: (body: ListBody) => [...videosKeys.all, 'list', body] as const,
  pages: (body: ListBody) => [...videosKeys.all, 'pages', body] as const,
  video: (id: number) => [...videosKeys.all, 'video', id] as const,
  upNext: (id: number) => [...videosKeys.all, 'up-next', id] as const,
  board: (id: number, atSecond: number, sortBy?: string) =>
    [...videosKeys.all, 'board', id, atSecond, sortBy ?? null] as const,
  programs: () => [...videosKeys.all, 'programs'] as const,
  recommendedPrograms: () => [...videosKeys.all, 'recommended-programs'] as const,
  program: (id: number) => [...videosKeys.all, 'program', id] as const,
  history: () => [...videosKeys.all, 'history'] as const,
  liveHistory: () => [...videosKeys.all, 'live-history'] as const,
  continueWatching: () => [...videosKeys.all, 'continue-watching'] as const,
  habits: () => [...videosKeys.all, 'habits'] as const,
  progress: (range: { fromDate?: string; toDate?: string }) =>
    [...videosKeys.all, 'progress', range] as const,
};
