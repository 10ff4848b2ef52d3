import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { openPglite } from '../src/platform/db/open.ts';
import { MemoryMailer } from './memory-outbox.ts';

/**
 * The app on a fresh embedded database with its log lines collected as objects, for the tests of
 * what a request writes to the log. `addRoutes` adds the test's own routes before the app is
 * ready (a route that fails on purpose). The harness's app logs at trace and checks answers
 * strictly; this one logs as a deployment does.
 */
export async function loggedApp(addRoutes: (app: FastifyInstance) => void = () => {}) {
  const db = await openPglite(undefined);
  await migrate(db);
  const lines: Record<string, unknown>[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: '/nonexistent',
    WEB_DIST: '/nonexistent',
  });
  const { app } = await buildApp({ config, db, mailer: new MemoryMailer(), logStream });
  addRoutes(app);
  await app.ready();
  return {
    app,
    lines,
    async close() {
      await app.close();
      await db.destroy();
    },
  };
}
