import { useEffect, useSyncExternalStore } from 'react';
import { isEntitled } from '../../../lib/access.ts';
import { useSession } from '../../../lib/session.ts';
import { removeAllDownloads } from './downloads-store.ts';

/** What the member is told once their downloads went with their subscription. */
export const downloadsRemovedText = (classes: number) =>
  classes === 1
    ? 'Your subscription is no longer active, so the class you downloaded was removed from this browser.'
    : `Your subscription is no longer active, so the ${classes} classes you downloaded were removed from this browser.`;

/**
 * How many classes were removed, kept outside the component: the member is sent on to the
 * payment page meanwhile, which may mount it afresh, and a second removal finds none to count.
 */
const removedNotice = (() => {
  let classes = 0;
  const listeners = new Set<() => void>();
  return {
    read: () => classes,
    set(n: number) {
      classes = n;
      for (const l of listeners) l();
    },
    subscribe(l: () => void) {
      listeners.add(l);
      return () => void listeners.delete(l);
    },
  };
})();

/**
 * Removes every download once the server says the member's subscription has ended (issue 56,
 * point 4), and says so. Only a fresh answer counts: offline, the stored user stands in and
 * nothing is decided. Rendered on every member-area page, the payment pages a lapsed member is
 * sent to included, and kept across them: the message stays on the page they land on.
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
  const removed = useSyncExternalStore(removedNotice.subscribe, removedNotice.read);
  useEffect(() => {
    if (lapsed)
      void removeAllDownloads().then((classes) => {
        if (classes > 0) removedNotice.set(classes);
      });
  }, [lapsed]);
  if (removed === 0) return null;
  return (
    <p className="page downloads-removed" role="status">
      {downloadsRemovedText(removed)}
    </p>
  );
}
