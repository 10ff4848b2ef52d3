import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { paths } from './paths.ts';
import { Loader } from '../ui/loader.tsx';
import { useSite } from './site.ts';
import { isEntitled, loginRedirect, notEntitledRedirect } from './access.ts';
import { useSession } from './session.ts';

/** Logged-in only: a loader while the user loads, else to /login carrying where they were going. */
export function RequireUser({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const location = useLocation();
  if (loading) return <Loader />;
  if (!user) return <Navigate to={loginRedirect(location)} replace />;
  return children;
}

/**
 * Subscriber-only (spec 4.2): the not-entitled go to payment, or checkout on white-label. A member
 * whose stored user was entitled sees the page while the server is asked again (the page's calls
 * are checked by the server on their own), and is sent on if the answer says otherwise.
 */
export function RequireEntitled({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  const site = useSite();
  const location = useLocation();
  if (loading && !isEntitled(user)) return <Loader />;
  if (!user) return <Navigate to={loginRedirect(location)} replace />;
  if (!isEntitled(user)) {
    return <Navigate to={notEntitledRedirect(location, site.onWhiteLabelDomain)} replace />;
  }
  return children;
}

/** Payment pages: logged-out visitors go home, existing subscribers to their dashboard. */
export function PaymentGate({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Loader />;
  if (!user) return <Navigate to={paths.home} replace />;
  if (isEntitled(user)) return <Navigate to={paths.dashboard} replace />;
  return children;
}

/** Pages for people who have not subscribed yet; subscribers go to their dashboard. */
export function RedirectSubscriber({ children }: { children: ReactNode }) {
  const { user, loading } = useSession();
  if (loading) return <Loader />;
  if (isEntitled(user)) return <Navigate to={paths.dashboard} replace />;
  return children;
}
