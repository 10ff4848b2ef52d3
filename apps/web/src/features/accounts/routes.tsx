import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { routes } from '../../lib/paths.ts';

const SignupPage = lazy(() => import('./signup-page.tsx'));
const LoginPage = lazy(() => import('./login-page.tsx'));
const GympassSignupPage = lazy(() => import('./gympass-signup-page.tsx'));
const ForgotPasswordPage = lazy(() => import('./forgot-password-page.tsx'));
const ResetPasswordPage = lazy(() => import('./reset-password-page.tsx'));
const ConfirmEmailPage = lazy(() => import('./confirm-email-page.tsx'));
const LogoutPage = lazy(() => import('./logout-page.tsx'));

export { LoginPage };

export const accountsRoutes: RouteObject[] = [
  { path: routes.signup, element: <SignupPage /> },
  { path: routes.signupGympass, element: <GympassSignupPage /> },
  { path: routes.signupDaypass, element: <SignupPage daypass /> },
  { path: routes.signupDaypassStudio, element: <SignupPage daypass /> },
  { path: routes.signupStudio, element: <SignupPage /> },
  { path: routes.login, element: <LoginPage /> },
  { path: routes.loginDaypass, element: <LoginPage daypass /> },
  { path: routes.loginDaypassStudio, element: <LoginPage daypass /> },
  { path: routes.loginStudio, element: <LoginPage /> },
  { path: routes.forgotPassword, element: <ForgotPasswordPage /> },
  { path: routes.resetPassword, element: <ResetPasswordPage /> },
  { path: routes.confirmEmail, element: <ConfirmEmailPage /> },
  { path: routes.logout, element: <LogoutPage /> },
  { path: routes.logoutStudio, element: <LogoutPage /> },
];
