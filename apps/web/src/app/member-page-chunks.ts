import { preloadable } from '../lib/preloadable.ts';

/**
 * The pages composed here whose code starts loading with their data (routes/member-page-data.ts);
 * a feature's own pages are in its pages.ts.
 */
export const DashboardRoute = preloadable(() => import('./routes/dashboard-route.tsx'));
export const ClassesRoute = preloadable(() => import('./routes/classes-route.tsx'));
export const AccountRoute = preloadable(() => import('./routes/account-route.tsx'));
export const ProfileRoute = preloadable(() => import('./routes/profile-route.tsx'));
export const UpcomingRoute = preloadable(() => import('./routes/upcoming-route.tsx'));
export const ClassRoute = preloadable(() => import('./routes/class-route.tsx'));
export const ProgramRoute = preloadable(() => import('./routes/program-route.tsx'));
