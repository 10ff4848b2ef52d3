import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireUser } from './gates.tsx';

const SignupPage = lazy(() => import('./signup-page.tsx'));
const LoginPage = lazy(() => import('./login-page.tsx'));
const GympassSignupPage = lazy(() => import('./gympass-signup-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('./reset-password-page.tsx'));
const LogoutPage = lazy(() => import('./logout-page.tsx'));
const AccountPage = lazy(() => import('./account-page.tsx'));

export { LoginPage };

export const accountsRoutes: RouteObject[] = [
  { path: '/signup', element: <SignupPage /> },
  { path: '/signup/gympass', element: <GympassSignupPage /> },
  { path: '/signup/daypass', element: <SignupPage daypass /> },
  { path: '/signup/daypass/:studioShortName', element: <SignupPage daypass /> },
  { path: '/signup/:studioShortName', element: <SignupPage /> },
  { path: '/login', element: <LoginPage /> },
  { path: '/login/daypass', element: <LoginPage daypass /> },
  { path: '/login/daypass/:studioShortName', element: <LoginPage daypass /> },
  { path: '/login/:studioShortName', element: <LoginPage /> },
  { path: '/forgot-password', element: <ForgotPasswordPage /> },
  { path: '/reset-password/:token', element: <ResetPasswordPage /> },
  { path: '/logout', element: <LogoutPage /> },
  { path: '/logout/:studio', element: <LogoutPage /> },
  {
    path: '/account',
    element: (
      <RequireUser>
        <AccountPage />
      </RequireUser>
    ),
  },
  {
    path: '/account/:date',
    element: (
      <RequireUser>
        <AccountPage />
      </RequireUser>
    ),
  },
  {
    path: '/account/:studio/:date',
    element: (
      <RequireUser>
        <AccountPage />
      </RequireUser>
    ),
  },
];
