/**
 * What PostgreSQL or the network said when the server tried to connect, in words an operator acts
 * on: the code alone (28P01, 3D000, ECONNREFUSED) sends them to a search engine.
 */

const bySqlState: Record<string, (url: URL) => string> = {
  '28P01': (url) =>
    `the password for user "${decodeURIComponent(url.username)}" is wrong: correct it in DATABASE_URL`,
  '28000': (url) =>
    `PostgreSQL does not let user "${decodeURIComponent(url.username)}" in from this address: add a line for it to pg_hba.conf, or use another user`,
  '3D000': (url) =>
    `the database "${databaseName(url)}" does not exist: create it (createdb ${databaseName(url)}), or correct its name at the end of DATABASE_URL`,
  '42501': (url) =>
    `user "${decodeURIComponent(url.username)}" may not connect to "${databaseName(url)}": grant it CONNECT and CREATE there`,
  '53300': () =>
    'PostgreSQL has no connection left (max_connections): close some, or raise the limit',
  '57P03': () => 'PostgreSQL is starting up or shutting down: it is tried again',
};

const byNetworkCode: Record<string, (url: URL) => string> = {
  ECONNREFUSED: (url) =>
    `nothing listens at ${url.host}: check that PostgreSQL runs there, on that port`,
  ENOTFOUND: (url) =>
    `the host name ${url.hostname} does not resolve: check its spelling, or that its container has started`,
  EAI_AGAIN: (url) => `the host name ${url.hostname} cannot be resolved right now (DNS)`,
  ETIMEDOUT: (url) =>
    `${url.host} does not answer: a firewall may drop the connection, or the address is wrong`,
  EHOSTUNREACH: (url) => `${url.hostname} cannot be reached from here (no route to it)`,
};

const databaseName = (url: URL) => decodeURIComponent(url.pathname.slice(1)) || url.username;

/** The error's code: PostgreSQL's SQLSTATE or the network's (the first of several addresses). */
export function databaseErrorCode(err: unknown): string | undefined {
  const e = err as { code?: unknown; errors?: unknown[] };
  if (typeof e?.code === 'string') return e.code;
  // Both addresses of `localhost` refused: Node reports them together.
  if (Array.isArray(e?.errors) && e.errors.length > 0) return databaseErrorCode(e.errors[0]);
  return undefined;
}

/**
 * What went wrong connecting to `databaseUrl`, and what to do, followed by the code in brackets
 * (for a search, or support); the driver's own message when the code is not one listed here.
 */
export function explainDatabaseError(err: unknown, databaseUrl: string): string {
  const code = databaseErrorCode(err);
  const url = new URL(databaseUrl);
  const explain = code ? (bySqlState[code] ?? byNetworkCode[code]) : undefined;
  if (explain) return `${explain(url)} (${code})`;
  const message = String((err as { message?: unknown })?.message ?? err);
  return code ? `${message} (${code})` : message;
}
