/**
 * PostgreSQL's error classes for a connection that was lost or refused: 08 (connection exception)
 * and 57P01-57P03 (the server shutting down or not yet taking connections).
 */
const lostConnectionCode = /^(08...|57P0[123])$/;
/** What the network and node-postgres say when there is no server to talk to. */
const networkCodes = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH']);
const lostConnectionMessage =
  /Connection terminated|connection error and is not queryable|Client was closed/;

/**
 * Whether `err` says the database server could not be reached (a restart, a failover), rather
 * than that a statement was wrong: the request may succeed if tried again in a moment.
 */
export function isDatabaseUnreachable(err: unknown): boolean {
  if (!(err instanceof Error)) return false;
  const code = (err as { code?: unknown }).code;
  if (typeof code === 'string' && (lostConnectionCode.test(code) || networkCodes.has(code)))
    return true;
  return lostConnectionMessage.test(err.message);
}
