import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Loader } from '../../ui/loader.tsx';
import { isEntitled, loginRedirect, notEntitledRedirect } from '../accounts/access.ts';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { scheduleApi } from './api.ts';

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
  const [purchased, setPurchased] = useState<number[] | null>(null);

  useEffect(() => {
    if (!user || entitled) return;
    let live = true;
    scheduleApi
      .purchased()
      .then((list) => live && setPurchased(list.map((c) => c.id)))
      .catch(() => live && setPurchased([]));
    return () => {
      live = false;
    };
  }, [user, entitled]);

  if (loading) return <Loader />;
  if (!user) return <Navigate to={loginRedirect(location)} replace />;
  if (entitled) return children;
  if (purchased === null) return <Loader />;
  const allowed = classId === undefined ? purchased.length > 0 : purchased.includes(classId);
  if (!allowed)
    return <Navigate to={notEntitledRedirect(location, site.onWhiteLabelDomain)} replace />;
  return children;
}
