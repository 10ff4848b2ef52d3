import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser } from '../../lib/gates.tsx';
import { memberRoutes } from '../../lib/paths.ts';

const ConsoleHomePage = lazy(() => import('./console-home-page.tsx'));
const ConsoleStudioPage = lazy(() => import('./console-studio-page.tsx'));
const ConsoleVideosPage = lazy(() => import('./console-videos-page.tsx'));
const ConsoleMoneyPage = lazy(() => import('./money/money-page.tsx'));
const ConsolePayoutsPage = lazy(() => import('./payouts/payouts-page.tsx'));
const ConsoleReportsPage = lazy(() => import('./reports/reports-page.tsx'));
const ConsoleClientsPage = lazy(() => import('./clients/clients-page.tsx'));
const ConsoleClientPage = lazy(() => import('./clients/client-page.tsx'));
const InviteAcceptPage = lazy(() => import('./invite-accept-page.tsx'));

/**
 * The studio console's pages (issue 25): for anyone signed in, each showing only what the
 * person's role allows; the server checks every call again. The invite page is open to visitors,
 * who are asked to log in or sign up first.
 */
export const consoleRoutes: RouteObject[] = [
  {
    path: memberRoutes.console,
    element: (
      <RequireUser>
        <ConsoleHomePage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleStudio,
    element: (
      <RequireUser>
        <ConsoleStudioPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleVideos,
    element: (
      <RequireUser>
        <ConsoleVideosPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleMoney,
    element: (
      <RequireUser>
        <ConsoleMoneyPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consolePayouts,
    element: (
      <RequireUser>
        <ConsolePayoutsPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleReports,
    element: (
      <RequireUser>
        <ConsoleReportsPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleClients,
    element: (
      <RequireUser>
        <ConsoleClientsPage />
      </RequireUser>
    ),
  },
  {
    path: memberRoutes.consoleClient,
    element: (
      <RequireUser>
        <ConsoleClientPage />
      </RequireUser>
    ),
  },
  { path: memberRoutes.consoleInvite, element: <InviteAcceptPage /> },
];
