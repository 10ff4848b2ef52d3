import { preloadable } from '../lib/preloadable.ts';

/** The member pages whose code and data start loading ahead (member-pages.ts). */
export const DashboardRoute = preloadable(() => import('./routes/dashboard-route.tsx'));
export const ClassesRoute = preloadable(() => import('./routes/classes-route.tsx'));
