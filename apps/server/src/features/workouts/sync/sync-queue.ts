import type { CalendarProvider } from '@jetsweat/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { Deps } from '../../../platform/deps.ts';
import type { JobQueue } from '../../../platform/jobs/job-queue.ts';
import type { LiveClassesByIds } from '../class-cards.ts';
import type { CalendarProviderClient } from './provider.ts';
import { membersWithChanges } from './sync-store.ts';
import { syncMember } from './sync-worker.ts';

/** One durable queue per provider: `calendar-sync-google`, `calendar-sync-outlook`. */
export const syncQueueName = (provider: CalendarProvider) => `calendar-sync-${provider}`;

/** How often a failing sync is tried again, the delays doubling from `retryDelaySeconds`. */
export interface SyncRetries {
  retryLimit: number;
  retryDelaySeconds: number;
}
/** Six retries from 15 s: about a quarter of an hour before "needs reconnecting". */
const productionRetries: SyncRetries = { retryLimit: 6, retryDelaySeconds: 15 };
/** How often each instance looks for members with changes waiting. */
const LOOK_EVERY_MS = 1000;

interface SyncJob {
  userId: number;
}

/**
 * Runs the calendar sync on pg-boss. A job names a member; its queue's `exclusive` policy with the
 * member as singleton key keeps one job per member, waiting, running or backing off before a
 * retry (across every instance), so their changes go out in order and a failing provider is
 * not asked again before the back-off is over. The changes themselves are rows of an outbox the
 * workouts table's trigger fills in the change's own transaction (migration 028), so every path
 * that changes a workout (a call, a booking, a job) is synced; each instance looks every second
 * for members with changes waiting and files their job (while one is filed, none is added; the
 * job reads changes until none are left, so one made while it runs goes out in the same run).
 */
export async function startCalendarSync(
  queue: JobQueue,
  deps: Deps,
  liveClassesByIds: LiveClassesByIds,
  clients: CalendarProviderClient[],
  log: FastifyBaseLogger,
  retries: SyncRetries = productionRetries,
): Promise<void> {
  for (const client of clients) {
    const name = syncQueueName(client.provider);
    await queue.createQueue(name, {
      policy: 'exclusive',
      retryLimit: retries.retryLimit,
      retryDelay: retries.retryDelaySeconds,
      retryBackoff: true,
    });
    await queue.work<SyncJob>(
      name,
      { pollingIntervalSeconds: 1, includeMetadata: true },
      async ([job]) => {
        await syncMember({ ...deps, liveClassesByIds }, client, job!.data.userId, {
          lastTry: job!.retryCount >= retries.retryLimit,
          log,
        });
      },
    );
  }
  // No provider configured: nothing to send, nothing to look for.
  if (clients.length === 0) return;
  const configured = new Set(clients.map((c) => c.provider));
  let stopped = false;
  let looking: Promise<void> | undefined;
  const look = async () => {
    try {
      for (const { userId, provider } of await membersWithChanges(deps.db)) {
        if (!configured.has(provider)) continue;
        await queue.send(syncQueueName(provider), { userId }, { singletonKey: String(userId) });
      }
    } catch (err) {
      log.warn({ err }, 'calendar sync: could not look for changes');
    }
  };
  const timer = setInterval(() => {
    if (!stopped && !looking) looking = look().finally(() => (looking = undefined));
  }, LOOK_EVERY_MS);
  deps.background.started('calendar sync', async () => {
    stopped = true;
    clearInterval(timer);
    await looking;
  });
}
