import { preloadable } from '../../lib/preloadable.ts';

/** The feature's page, its code a chunk of its own that src/app fetches with its data ahead. */
export const CalendarPage = preloadable(() => import('./calendar/calendar-page.tsx'));
