import { lazy, type ReactNode } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { PaymentGate, RedirectSubscriber, RequireUser } from '../../lib/gates.tsx';
import { paths, memberRoutes } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';

const CheckoutPage = lazy(() => import('./checkout-page.tsx'));
const PlansPage = lazy(() => import('./plans-page.tsx'));
const DaypassPage = lazy(() => import('./daypass-page.tsx'));
const PacksPage = lazy(() => import('./packs-page.tsx'));
const CancelPage = lazy(() => import('./cancel-page.tsx'));
const ConfirmationPage = lazy(() => import('./confirmation-page.tsx'));
const PurchaseConfirmationPage = lazy(() => import('./purchase-confirmation-page.tsx'));
const ReceiptPage = lazy(() => import('./membership/receipt-page.tsx'));

/** Day-pass payment needs a login; logged-out visitors go to the day-pass login (spec 2.9). */
function DaypassGate() {
  const { studioShortName } = useParams();
  const { user, loading } = useSession();
  const site = useSite();
  if (loading) return <Loader />;
  if (!user) {
    const studio = site.onWhiteLabelDomain ? undefined : (studioShortName ?? site.studioKey);
    return <Navigate to={paths.loginDaypass(studio)} replace />;
  }
  return <DaypassPage />;
}

/** /cancel: with no user, home (spec 2.10). */
function CancelGate() {
  const { user, loading } = useSession();
  if (loading) return <Loader />;
  if (!user) return <Navigate to={paths.home} replace />;
  return <CancelPage />;
}

const payment = (
  <PaymentGate>
    <CheckoutPage />
  </PaymentGate>
);
const loggedIn = (page: ReactNode) => <RequireUser>{page}</RequireUser>;

export const billingRoutes: RouteObject[] = [
  { path: memberRoutes.payment, element: payment },
  { path: memberRoutes.checkout, element: payment },
  { path: memberRoutes.checkoutStudio, element: payment },
  {
    path: memberRoutes.subscription,
    element: (
      <RedirectSubscriber>
        <PlansPage />
      </RedirectSubscriber>
    ),
  },
  { path: memberRoutes.daypass, element: <DaypassGate /> },
  { path: memberRoutes.daypassStudio, element: <DaypassGate /> },
  { path: memberRoutes.packs, element: loggedIn(<PacksPage />) },
  { path: memberRoutes.packsStudio, element: loggedIn(<PacksPage />) },
  { path: memberRoutes.cancel, element: <CancelGate /> },
  { path: memberRoutes.confirmation, element: loggedIn(<ConfirmationPage />) },
  { path: memberRoutes.purchaseConfirmation, element: loggedIn(<PurchaseConfirmationPage />) },
  { path: memberRoutes.receipt, element: loggedIn(<ReceiptPage />) },
];
