import { isPassingFailure } from '../../../lib/api.ts';
import { sendPlayerEvent, type PlayerEvent } from '../api/analytics.ts';

/**
 * The player events of classes watched offline, kept in local storage in the order they happened
 * and sent to POST /api/{videoId}/analytics once the browser is online, each with the time it
 * happened: the position (the resume point) and the time watched reach the member's account as an
 * online play's do (docs/decisions/0122-trusting-bounded-device-times.md).
 */
const KEY = 'jetsweat.offline-player-events';

export interface QueuedEvent {
  videoId: number;
  event: PlayerEvent;
  position: number;
  sessionId: string;
  who: { email?: string; userId?: number };
  /** When it happened (ISO 8601); events queued before this was kept have none. */
  at?: string;
}

export function queuedEvents(): QueuedEvent[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(KEY) ?? '[]');
    return Array.isArray(stored) ? (stored as QueuedEvent[]) : [];
  } catch {
    return [];
  }
}

const write = (events: QueuedEvent[]) =>
  events.length ? localStorage.setItem(KEY, JSON.stringify(events)) : localStorage.removeItem(KEY);

export function queueEvent(event: QueuedEvent): void {
  write([...queuedEvents(), event]);
}

let sending: Promise<number> | null = null;

/**
 * Sends the queued events in order, one at a time: answers how many left. It stops at the first
 * that does not arrive (still offline) and tries again at the next call; one the server refuses
 * (a class no longer available, a subscription ended) is dropped, as sending it again would be.
 */
export function sendQueuedEvents(): Promise<number> {
  // Cleared once settled, not inside: a run that ends without waiting would clear it before
  // it is set, and no later call would send again.
  sending ??= sendInOrder().finally(() => {
    sending = null;
  });
  return sending;
}

async function sendInOrder(): Promise<number> {
  for (let next = queuedEvents()[0]; next; next = queuedEvents()[0]) {
    if (!navigator.onLine) break;
    try {
      await sendPlayerEvent(
        next.videoId,
        next.event,
        next.position,
        next.who,
        next.sessionId,
        next.at,
      );
    } catch (error) {
      if (isPassingFailure(error)) break;
    }
    write(queuedEvents().slice(1));
  }
  return queuedEvents().length;
}
