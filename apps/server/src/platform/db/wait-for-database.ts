import { databaseErrorCode, explainDatabaseError } from './database-errors.ts';
import { isDatabaseUnreachable } from './unreachable.ts';

/** The two levels a start-up step logs at: pino's, and so Fastify's logger too. */
export interface StartupLog {
  info(fields: object, message: string): void;
  warn(fields: object, message: string): void;
}

/** How long a start waits for PostgreSQL before it gives up (an orchestrator may start it again). */
export const DATABASE_WAIT_MS = 60_000;
const FIRST_RETRY_MS = 500;
const LONGEST_RETRY_MS = 10_000;

/** A host name that does not resolve yet (the database's container still starting, say). */
const DNS_CODES = new Set(['ENOTFOUND', 'EAI_AGAIN']);

/** DATABASE_URL as it may be shown in a log line or a message: without its password. */
export function shownDatabaseUrl(url: string): string {
  const shown = new URL(url);
  shown.password = '';
  return shown.toString();
}

const unreachable = (err: unknown): boolean => {
  const e = err as { code?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string' && DNS_CODES.has(e.code)) return true;
  if (Array.isArray(e?.errors) && e.errors.length > 0) return e.errors.every(unreachable);
  return isDatabaseUnreachable(err);
};

/**
 * Runs `connect` until PostgreSQL answers, waiting longer after each failure (0.5 s, 1 s, 2 s,
 * up to 10 s), each failure logged with the address tried; past `waitMs` it gives up with a
 * message naming DATABASE_URL. An error that is not about reaching the server (a wrong password,
 * a database that does not exist) stops at once, naming DATABASE_URL as well.
 */
export async function waitForDatabase(
  connect: () => Promise<void>,
  opts: { url: string; log: StartupLog; waitMs?: number; sleep?: (ms: number) => Promise<void> },
): Promise<void> {
  const shown = shownDatabaseUrl(opts.url);
  const waitMs = opts.waitMs ?? DATABASE_WAIT_MS;
  const sleep = opts.sleep ?? ((ms) => new Promise<void>((resolve) => setTimeout(resolve, ms)));
  let waited = 0;
  let delay = FIRST_RETRY_MS;
  for (let attempt = 1; ; attempt++) {
    try {
      return await connect();
    } catch (err) {
      const reason = databaseErrorCode(err) ?? String((err as Error)?.message ?? err);
      const explained = explainDatabaseError(err, opts.url);
      if (!unreachable(err))
        throw new Error(`The database at DATABASE_URL=${shown} refused the server: ${explained}`, {
          cause: err,
        });
      if (waited + delay > waitMs)
        throw new Error(
          `The database at DATABASE_URL=${shown} could not be reached in ${Math.round(waited / 1000)} s: ${explained}`,
          { cause: err },
        );
      opts.log.warn(
        { attempt, reason, retryInMs: delay },
        `The database at DATABASE_URL=${shown} cannot be reached (${reason}): trying again in ${delay / 1000} s`,
      );
      await sleep(delay);
      waited += delay;
      delay = Math.min(delay * 2, LONGEST_RETRY_MS);
    }
  }
}
