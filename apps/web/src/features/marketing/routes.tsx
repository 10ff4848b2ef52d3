import { lazy } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';

const TestPage = lazy(() => import('./test-page.tsx'));
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
const PromoPage = lazy(() => import('./promo-page.tsx'));
const TermsPage = lazy(() => import('./terms-page.tsx'));
const PrivacyPage = lazy(() => import('./privacy-page.tsx'));
const IframeSandboxPage = lazy(() => import('./iframe-sandbox-page.tsx'));

/** Old promo links point at '/singup' (sic); they reach the sign-up page with their query. */
function SingupRedirect() {
  const { search } = useLocation();
  return <Navigate to={`${paths.signup()}${search}`} replace />;
}

export const marketingRoutes: RouteObject[] = [
  { path: '/how-it-works', element: <HowItWorksPage /> },
  { path: '/how-to-connect', element: <HowToConnectPage /> },
  { path: '/compatibledevices', element: <CompatibleDevicesPage /> },
  { path: '/faq', element: <FaqPage /> },
  { path: '/contact', element: <ContactPage /> },
  { path: '/programs', element: <ProgramsPage /> },
  { path: '/live', element: <LivePage /> },
  { path: '/whoweserve/healthplans', element: <HealthPlansPage /> },
  { path: '/whoweserve/employers', element: <EmployersPage /> },
  { path: '/whoweserve/schools', element: <SchoolsPage /> },
  { path: '/specials/:promoName', element: <PromoPage variant="specials" /> },
  { path: '/newspecials/:promoName', element: <PromoPage variant="newspecials" /> },
  { path: '/singup', element: <SingupRedirect /> },
  { path: '/terms', element: <TermsPage /> },
  { path: '/privacypolicy', element: <PrivacyPage /> },
  { path: '/iframe-sandbox', element: <IframeSandboxPage /> },
  { path: '/test', element: <TestPage /> },
];
