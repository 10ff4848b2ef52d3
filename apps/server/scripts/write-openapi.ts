// Writes the OpenAPI document the server serves at /api/docs/json to a file (default
// .tmp/openapi.json), so that `npm test` can lint it with Redocly. The app is built on an empty
// embedded database with the default settings (the payment sandbox, so its routes are described).
import fs from 'node:fs';
import path from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/platform/config/config.ts';
import { migrate } from '../src/platform/db/migrate.ts';
import { openPglite } from '../src/platform/db/open.ts';

const target = path.resolve(process.argv[2] ?? '.tmp/openapi.json');
const db = await openPglite(undefined);
try {
  await migrate(db);
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: '/nonexistent' });
  const { app } = await buildApp({ config, db, logger: false });
  await app.ready();
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, JSON.stringify(app.swagger(), null, 2) + '\n');
  await app.close();
  console.log(`OpenAPI document written to ${path.relative(process.cwd(), target)}`);
} finally {
  await db.destroy();
}
