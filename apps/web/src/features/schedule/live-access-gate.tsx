import { useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isEntitled, loginRedirect, notEntitledRedirect } from '../../lib/access.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { usePurchased } from './api/purchased.ts';

/**
 * The member's live-class pages are for the entitled (spec 4.2: routes with 'upcoming'), and
 * also for someone who paid for a single class, so they can find and join what they bought:
 * the whole list when they have bought any class, a class page when they bought that class.
 */
export function RequireLiveAccess({
  classId,
  children,
}: {
  classId?: number;
  children: ReactNode;
}) {
  const { user, loading } = useSession();
  const site = useSite();
  const location = useLocation();
  const entitled = isEntitled(user);
  const bought = usePurchased(user !== null && !entitled);
  // Once let in, a member stays on the page when they cancel their last class there: they see
  // the cancel's answer rather than being sent away mid-sentence.
  const [admitted, setAdmitted] = useState(false);

  if (loading) return <Loader />;
  if (!user) return <Navigate to={loginRedirect(location)} replace />;
  if (entitled) return children;
  if (bought.isPending) return <Loader />;
  const purchased = (bought.data ?? []).map((c) => c.id);
  const allowed = classId === undefined ? purchased.length > 0 : purchased.includes(classId);
  // A class bought a moment ago may not be in the remembered list yet: wait for the fresh one.
  if (!allowed && bought.isFetching) return <Loader />;
  if (allowed && !admitted) setAdmitted(true);
  if (!allowed && admitted) return children;
  if (!allowed)
    return <Navigate to={notEntitledRedirect(location, site.onWhiteLabelDomain)} replace />;
  return children;
}
