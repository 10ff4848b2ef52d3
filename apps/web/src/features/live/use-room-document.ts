import { useEffect } from 'react';
import { isLiveRoomPage } from '@jetsweat/contract';

/** The path this document was loaded at: router navigations since then do not change it. */
function loadedAt(): string {
  const [entry] = performance.getEntriesByType('navigation');
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/**
 * Camera and microphone work only in a document loaded at a room's page (the server's
 * Permissions-Policy is the document's, fixed when it loads). A room reached by the router from
 * another page loads itself again, once, at its own address: answers whether it may go on.
 */
export function useRoomDocument(): boolean {
  const ready = isLiveRoomPage(loadedAt());
  useEffect(() => {
    if (!ready) window.location.reload();
  }, [ready]);
  return ready;
}
