import type { CalendarProvider } from '@jetsweat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import { accountSiteUrl } from '../../accounts/service.ts';
import type { LiveClassesByIds } from '../class-cards.ts';
import { feedWorkout } from '../feed/feed-events.ts';
import { openGrant, sealGrant } from './grant-seal.ts';
import { GrantRefused, type CalendarApi, type CalendarProviderClient } from './provider.ts';
import { syncedEventOf } from './sync-event.ts';
import { deleteEventId, findEventId, saveEventId, someEvents } from './sync-event-store.ts';
import {
  changesSent,
  deleteConnection,
  findConnection,
  firstChange,
  markNeedsReconnecting,
  updateGrant,
} from './sync-store.ts';

/** What a sync runs on: the server's handles, and the schedule's live classes (sync-queue.ts). */
export type SyncDeps = Pick<Deps, 'db' | 'config' | 'reads'> & {
  liveClassesByIds: LiveClassesByIds;
};

/**
 * One run of a member's sync with one provider: sends their waiting changes oldest first, each as
 * the workout is now (created, moved, or deleted at the provider), or, while they disconnect,
 * removes every synced event and then forgets the connection. A refused grant stops the run and
 * marks the connection "needs reconnecting", keeping every change; so does a failure on the last
 * try. Any other failure throws, for the queue to try again later.
 */
export async function syncMember(
  deps: SyncDeps,
  client: CalendarProviderClient,
  userId: number,
  opts: { lastTry: boolean; log: Pick<FastifyBaseLogger, 'warn'> },
): Promise<void> {
  const { db, config } = deps;
  const provider = client.provider;
  const conn = await findConnection(db, userId, provider);
  if (!conn || conn.state === 'needs-reconnecting') return;
  const api = client.open(openGrant(config.calendar.tokenKey, conn.sealedGrant));
  try {
    if (conn.state === 'disconnecting') await removeAll(deps, api, userId, provider);
    else await sendChanges(deps, api, userId, provider);
    const changed = api.changedGrant();
    if (changed && conn.state !== 'disconnecting')
      await updateGrant(db, userId, provider, sealGrant(config.calendar.tokenKey, changed));
  } catch (err) {
    // Only a summary leaves here: a client's error can carry the request, with its token.
    const reason = summary(err);
    if (!(err instanceof GrantRefused) && !opts.lastTry)
      // eslint-disable-next-line preserve-caught-error -- pg-boss keeps the error: no request in it
      throw new Error(reason);
    opts.log.warn({ reason, userId, provider }, 'calendar sync stopped: needs reconnecting');
    // A disconnection that cannot reach the provider any more forgets the grant all the same.
    if (conn.state === 'disconnecting') await deleteConnection(db, userId, provider);
    else await markNeedsReconnecting(db, userId, provider);
  }
}

async function sendChanges(
  deps: SyncDeps,
  api: CalendarApi,
  userId: number,
  provider: CalendarProvider,
): Promise<void> {
  const { db } = deps;
  const origin = await accountSiteUrl(deps, userId);
  for (;;) {
    // Read again each time: a disconnection or a refused grant elsewhere stops the run.
    const conn = await findConnection(db, userId, provider);
    if (conn?.state !== 'connected') return;
    const change = await firstChange(db, userId, provider);
    if (!change) return;
    const workout = await feedWorkout(deps, userId, change.workoutId);
    const eventId = await findEventId(db, userId, provider, change.workoutId);
    if (workout) {
      const event = syncedEventOf(workout, origin);
      if (!eventId || (await api.update(eventId, event)) === 'gone')
        await saveEventId(db, userId, provider, workout.id, await api.create(event));
    } else if (eventId) {
      await api.remove(eventId);
      await deleteEventId(db, userId, provider, change.workoutId);
    }
    await changesSent(db, userId, provider, change.workoutId, change.id);
  }
}

async function removeAll(
  deps: Pick<Deps, 'db'>,
  api: CalendarApi,
  userId: number,
  provider: CalendarProvider,
): Promise<void> {
  for (;;) {
    const batch = await someEvents(deps.db, userId, provider, 50);
    for (const e of batch) {
      await api.remove(e.eventId);
      await deleteEventId(deps.db, userId, provider, e.workoutId);
    }
    if (batch.length === 0) break;
  }
  await deleteConnection(deps.db, userId, provider);
}

/** What went wrong, without what the request carried: its kind, message and HTTP status. */
function summary(err: unknown): string {
  const e = err as { name?: string; message?: string; status?: number; statusCode?: number };
  const status = e.status ?? e.statusCode;
  const cause = err instanceof GrantRefused ? `: ${summary(err.cause)}` : '';
  return `${e.name ?? 'Error'}${status ? ` ${status}` : ''}: ${e.message ?? String(err)}${cause}`;
}
