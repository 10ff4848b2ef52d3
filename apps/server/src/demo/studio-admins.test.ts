import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consoleAccessSchema, userSchema } from '@jetsweat/contract';
import { seedDemoData } from './seed.ts';
import { DEMO_INSTRUCTOR_PASSWORD } from './instructors.ts';
import { DEMO_ADMIN_STUDIOS, demoAdminEmail } from './studio-admins.ts';
import { expectOk } from '../../test/answer.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const adminRows = () =>
  t.db.query<{ email: string; short_name: string }>(
    `SELECT u.email, s.short_name FROM studio_admin_accounts a
       JOIN users u ON u.id = a.user_id JOIN studios s ON s.id = a.studio_id ORDER BY 1`,
  );

describe('the studio console’s demo data (issue 25)', () => {
  it('has an admin account for two demo studios that signs in with the demo password and runs only its studio', async () => {
    expect(await adminRows()).toEqual(
      DEMO_ADMIN_STUDIOS.map((s) => ({ email: demoAdminEmail(s), short_name: s })),
    );
    const login = await t.call(
      {
        method: 'POST',
        url: '/api/user/login',
        payload: { email: demoAdminEmail('bkpilates'), password: DEMO_INSTRUCTOR_PASSWORD },
      },
      userSchema,
    );
    expectOk(login);
    const access = await t.okContent(
      { method: 'GET', url: '/api/console/access', token: login.body.content.authToken! },
      consoleAccessSchema,
    );
    expect(access.studios.map((s) => [s.shortName, s.role])).toEqual([['bkpilates', 'admin']]);
  });

  it('is seeded once: a later start adds nothing', async () => {
    await seedDemoData(t.deps.db, t.clock.now());
    expect(await adminRows()).toHaveLength(DEMO_ADMIN_STUDIOS.length);
  });
});
