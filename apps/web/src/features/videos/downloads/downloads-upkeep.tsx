import { useEffect } from 'react';
import { isEntitled } from '../../../lib/access.ts';
import { useSession } from '../../../lib/session.ts';
import { removeAllDownloads } from './downloads-store.ts';

/**
 * Removes every download once the server says the member's subscription has ended (issue 56,
 * point 4). Only a fresh answer counts: offline, the stored user stands in and nothing is decided.
 * Rendered on every member-area page, the payment pages a lapsed member is sent to included.
 */
export function DownloadsUpkeep() {
  const { user, loading, refresh } = useSession();
  // Back online, the server is asked again whether the subscription is still on.
  useEffect(() => {
    const online = () => void refresh();
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [refresh]);
  const lapsed = !loading && user !== null && !isEntitled(user);
  useEffect(() => {
    if (lapsed) void removeAllDownloads();
  }, [lapsed]);
  return null;
}
