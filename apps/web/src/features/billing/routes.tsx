import { lazy } from 'react';
import { Navigate, useParams, type RouteObject } from 'react-router';
import { paths } from '../../app/paths.ts';
import { Loader } from '../../ui/loader.tsx';
import { PaymentGate, RedirectSubscriber, RequireUser } from '../accounts/gates.tsx';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';

const CheckoutPage = lazy(() => import('./checkout-page.tsx'));
const PlansPage = lazy(() => import('./plans-page.tsx'));
const DaypassPage = lazy(() => import('./daypass-page.tsx'));
const CancelPage = lazy(() => import('./cancel-page.tsx'));
const ConfirmationPage = lazy(() => import('./confirmation-page.tsx'));
const PurchaseConfirmationPage = lazy(() => import('./purchase-confirmation-page.tsx'));

/** Day-pass payment needs a login; logged-out visitors go to the day-pass login (spec 2.9). */
function DaypassGate() {
  const { studioShortName } = useParams();
  const { user, loading } = useSession();
  const site = useSite();
  if (loading) return <Loader />;
  if (!user) {
    return (
      <Navigate
        to={
          site.onWhiteLabelDomain
            ? paths.loginDaypass()
            : paths.loginDaypass(studioShortName ?? site.studioKey)
        }
        replace
      />
    );
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

export const billingRoutes: RouteObject[] = [
  { path: '/payment', element: payment },
  { path: '/checkout', element: payment },
  { path: '/checkout/:studioShortName', element: payment },
  {
    path: '/subscription',
    element: (
      <RedirectSubscriber>
        <PlansPage />
      </RedirectSubscriber>
    ),
  },
  { path: '/daypass', element: <DaypassGate /> },
  { path: '/daypass/:studioShortName', element: <DaypassGate /> },
  { path: '/cancel', element: <CancelGate /> },
  {
    path: '/confirmation',
    element: (
      <RequireUser>
        <ConfirmationPage />
      </RequireUser>
    ),
  },
  {
    path: '/purchase-confirmation',
    element: (
      <RequireUser>
        <PurchaseConfirmationPage />
      </RequireUser>
    ),
  },
];
