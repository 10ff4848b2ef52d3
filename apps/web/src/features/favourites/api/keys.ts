/** The favourites feature's query keys. */
export const favouritesKeys = {
  all: ['favourites'] as const,
  videos: () => [...favouritesKeys.all, 'videos'] as const,
  classTypes: () => [...favouritesKeys.all, 'class-types'] as const,
  studios: () => [...favouritesKeys.all, 'studios'] as const,
};
