import { unknownStudioText } from './studio-keys.ts';

/** Texts the specification quotes for favourites (spec 4, 8), and our own for the server's refusals. */
export const favouriteTexts = {
  addPending: 'Current Add request is pending...',
  addFailed: 'Failed to add Video',
  fetchFailed: 'Failed to fetch Favorites',
  alreadyFavourite: 'This is already one of your favourites.',
  favouriteNotFound: 'We could not find that favourite.',
  unknownClassType: 'We could not find that class type.',
  unknownStudio: unknownStudioText,
} as const;
