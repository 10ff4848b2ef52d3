import net from 'node:net';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { openPostgres } from './open.ts';
import { waitForDatabase } from './wait-for-database.ts';

const URL_WITH_PASSWORD = 'postgres://app:s3cret@db.internal:5432/jetsweat';
const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 10.0.0.5:5432'), { code: 'ECONNREFUSED' });

function recorder() {
  const warnings: string[] = [];
  const slept: number[] = [];
  return {
    warnings,
    slept,
    log: { info: () => undefined, warn: (_f: object, m: string) => void warnings.push(m) },
    sleep: async (ms: number) => void slept.push(ms),
  };
}

describe('waitForDatabase', () => {
  it('tries again, each time longer, naming DATABASE_URL without its password, until it answers', async () => {
    const r = recorder();
    let calls = 0;
    await waitForDatabase(
      async () => {
        if (++calls < 4) throw refused();
      },
      { url: URL_WITH_PASSWORD, log: r.log, sleep: r.sleep },
    );
    expect(r.slept).toEqual([500, 1000, 2000]);
    expect(r.warnings[0]).toBe(
      'The database at DATABASE_URL=postgres://app@db.internal:5432/jetsweat cannot be reached (ECONNREFUSED): trying again in 0.5 s',
    );
    expect(r.warnings.join()).not.toContain('s3cret');
  });

  it('gives up after its time with a message naming DATABASE_URL', async () => {
    const r = recorder();
    const failure = waitForDatabase(
      async () => {
        throw refused();
      },
      { url: URL_WITH_PASSWORD, log: r.log, sleep: r.sleep, waitMs: 60_000 },
    );
    await expect(failure).rejects.toThrow(
      /^The database at DATABASE_URL=postgres:\/\/app@db\.internal:5432\/jetsweat could not be reached in \d+ s: nothing listens at db\.internal:5432: check that PostgreSQL runs there, on that port \(ECONNREFUSED\)/,
    );
    expect(r.slept.reduce((a, b) => a + b, 0)).toBeLessThanOrEqual(60_000);
    expect(Math.max(...r.slept)).toBe(10_000);
  });

  it('stops at once on an error that is not about reaching the server', async () => {
    const r = recorder();
    const wrongPassword = Object.assign(
      new Error('password authentication failed for user "app"'),
      {
        code: '28P01',
      },
    );
    const failure = waitForDatabase(
      async () => {
        throw wrongPassword;
      },
      { url: URL_WITH_PASSWORD, log: r.log, sleep: r.sleep },
    );
    await expect(failure).rejects.toThrow(
      /DATABASE_URL=postgres:\/\/app@db.internal.*: the password for user "app" is wrong: correct it in DATABASE_URL \(28P01\)/,
    );
    expect(r.slept).toEqual([]);
  });

  it('reads what node-postgres says when nobody listens at the address', async () => {
    const server = net.createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as net.AddressInfo;
    await new Promise((resolve) => server.close(resolve));
    const url = `postgres://app:pw@127.0.0.1:${port}/jetsweat`;
    const db = openPostgres(url);
    const r = recorder();
    const failure = waitForDatabase(
      async () => {
        await db.selectFrom('schema_migrations').select('name').execute();
      },
      { url, log: r.log, sleep: r.sleep, waitMs: 1000 },
    );
    await expect(failure).rejects.toThrow(
      /could not be reached in \d+ s: nothing listens at 127\.0\.0\.1:\d+.*\(ECONNREFUSED\)/,
    );
    expect(r.warnings).toHaveLength(1);
    await db.destroy();
  });

  // What PostgreSQL itself answers, where one runs (TEST_DATABASE_URL): a missing database and a
  // wrong password, each said with what to do.
  describe.skipIf(!process.env.TEST_DATABASE_URL)('on a real PostgreSQL', () => {
    const server = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://x@127.0.0.1/x');
    const tryUrl = async (change: (url: URL) => void) => {
      const url = new URL(server);
      change(url);
      const db = openPostgres(url.toString());
      const r = recorder();
      try {
        await waitForDatabase(async () => void (await sql`SELECT 1`.execute(db)), {
          url: url.toString(),
          log: r.log,
          sleep: r.sleep,
          waitMs: 1000,
        });
        return 'connected';
      } catch (err) {
        return (err as Error).message;
      } finally {
        await db.destroy();
      }
    };

    it('says a database that does not exist, and how to make it', async () => {
      expect(await tryUrl((u) => (u.pathname = '/no_such_database_here'))).toMatch(
        /the database "no_such_database_here" does not exist: create it \(createdb no_such_database_here\).*\(3D000\)$/,
      );
    });
  });
});
