import { describe, expect, it } from 'vitest';
import { testDbKind } from '../../../test/fresh-database.ts';
import { createTestApp } from '../../../test/harness.ts';
import { PUBLIC_READS_CHANNEL } from './change-feed.ts';

// The change listener is a best-effort early drop under the public reads' TTL: no request may
// wait on it. Behind the old fence every logged-in call and write waited for a round trip on this
// connection, so a half-open socket hung them all; here its server process is frozen (SIGSTOP:
// the socket stays open and nothing answers, as with a half-open socket) while a member signs up,
// reads, is refused a gated read and logs out.
describe.runIf(testDbKind === 'postgres')('a change listener that stops answering', () => {
  it('holds up no request: sign-up, logged-in reads, public reads and log-out all answer', async (ctx) => {
    const t = await createTestApp();
    try {
      const [listener] = await t.db.query<{ pid: number }>(
        `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND query = $1`,
        [`LISTEN ${PUBLIC_READS_CHANNEL}`],
      );
      expect(listener).toBeDefined();
      try {
        process.kill(listener!.pid, 0);
      } catch {
        // PostgreSQL on another machine or as a user we may not signal: nothing to freeze.
        return ctx.skip();
      }
      const { pid } = listener!;
      process.kill(pid, 'SIGSTOP');
      // Thawed in any case after 15 s, so a design that waits on the listener fails below
      // (the requests answer only once it is thawed) rather than leaving PostgreSQL frozen.
      let thawed = false;
      const thaw = () => {
        if (!thawed) process.kill(pid, 'SIGCONT');
        thawed = true;
      };
      const timer = setTimeout(thaw, 15_000);
      try {
        const member = await t.newUser();
        const as = { authorization: `Bearer ${member.token}` };
        const upcoming = await t.app.inject({ url: '/api/liveclass/upcoming', headers: as });
        expect(upcoming.statusCode).toBe(200);
        const gated = await t.app.inject({
          method: 'POST',
          url: '/api/video/videos',
          headers: as,
          payload: {},
        });
        expect(gated.statusCode).toBe(402);
        const schedule = await t.app.inject({ url: '/api/liveclass/upcoming/public/all' });
        expect(schedule.statusCode).toBe(200);
        const out = await t.app.inject({ method: 'POST', url: '/api/user/logout', headers: as });
        expect(out.statusCode).toBe(200);
        const after = await t.app.inject({ url: '/api/liveclass/upcoming', headers: as });
        expect(after.statusCode).toBe(401);
        expect(thawed, 'the requests waited for the frozen listener').toBe(false);
      } finally {
        clearTimeout(timer);
        thaw();
      }
    } finally {
      await t.close();
    }
  }, 45_000);
});
