import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths, routes } from '../../lib/paths.ts';

const HowItWorksPage = lazy(() => import('./how-it-works-page.tsx'));
const HowToConnectPage = lazy(() => import('./how-to-connect-page.tsx'));
const CompatibleDevicesPage = lazy(() => import('./compatible-devices-page.tsx'));
const FaqPage = lazy(() => import('./faq-page.tsx'));
const ContactPage = lazy(() => import('./contact-page.tsx'));
const ProgramsPage = lazy(() => import('./programs-page.tsx'));
const LivePage = lazy(() => import('./live-page.tsx'));
const HealthPlansPage = lazy(() => import('./health-plans-page.tsx'));
const EmployersPage = lazy(() => import('./employers-page.tsx'));
const SchoolsPage = lazy(() => import('./schools-page.tsx'));
const TermsPage = lazy(() => import('./terms-page.tsx'));
const PrivacyPage = lazy(() => import('./privacy-page.tsx'));
const IframeSandboxPage = lazy(() => import('./iframe-sandbox-page.tsx'));

/** Old promo links point at '/singup' (sic); they reach the sign-up page with their query. */
function SingupRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.signup()}${search}`} replace />;
}

/** The public pages. The promo landings, which sign people up, are composed in src/app. */
export const marketingRoutes: RouteObject[] = [
  { path: routes.howItWorks, element: <HowItWorksPage /> },
  { path: routes.howToConnect, element: <HowToConnectPage /> },
  { path: routes.compatibleDevices, element: <CompatibleDevicesPage /> },
  { path: routes.faq, element: <FaqPage /> },
  { path: routes.contact, element: <ContactPage /> },
  { path: routes.programs, element: <ProgramsPage /> },
  { path: routes.live, element: <LivePage /> },
  { path: routes.healthPlans, element: <HealthPlansPage /> },
  { path: routes.employers, element: <EmployersPage /> },
  { path: routes.schools, element: <SchoolsPage /> },
  { path: routes.singup, element: <SingupRedirect /> },
  { path: routes.terms, element: <TermsPage /> },
  { path: routes.privacy, element: <PrivacyPage /> },
  { path: routes.iframeSandbox, element: <IframeSandboxPage /> },
];
