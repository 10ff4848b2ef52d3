import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarSyncStatusSchema, workoutSchema } from '@jetsweat/contract';
import { z } from 'zod';
import type { TestApp } from '../../../../test/harness.ts';
import { expectOk } from '../../../../test/answer.ts';
import { startSyncTestApp } from '../../../../test/calendar-fakes/sync-test-app.ts';
import { redirectBack, startSignIn } from '../../../../test/calendar-fakes/sign-in-kit.ts';
import {
  startFakeMicrosoft,
  type FakeMicrosoft,
} from '../../../../test/calendar-fakes/fake-microsoft.ts';
import { newMember } from '../../videos/test-fixtures.ts';
import { openGrant } from './grant-seal.ts';
import { OUTLOOK_WORKOUT_PROPERTY } from './outlook-calendar.ts';

const NOW = new Date('2026-11-20T15:00:00Z');
const HOUR = 3600_000;
let t: TestApp;
let microsoft: FakeMicrosoft;
let videoId: number;

let app: Awaited<ReturnType<typeof startSyncTestApp>>;

beforeAll(async () => {
  microsoft = await startFakeMicrosoft();
  app = await startSyncTestApp(NOW, microsoft.env);
  ({ t, videoId } = app);
}, 60_000);
afterAll(async () => {
  await app.close();
  await microsoft.close();
});

type Person = { id: number; token: string };

const status = async (m: Person) =>
  (
    await t.okContent(
      { method: 'GET', url: '/api/calendar/sync', token: m.token },
      calendarSyncStatusSchema,
    )
  ).outlook;

async function connect(m: Person): Promise<string> {
  const { url, cookie } = await startSignIn(t, 'outlook', m.token);
  const res = await redirectBack(t, microsoft.consent(url), cookie);
  expect(res.statusCode).toBe(302);
  return res.headers.location as string;
}

async function schedule(m: Person, hoursAhead: number): Promise<number> {
  const w = await t.okContent(
    {
      method: 'POST',
      url: '/api/workout/add',
      token: m.token,
      payload: { videoId, when: new Date(NOW.getTime() + hoursAhead * HOUR).toISOString() },
    },
    workoutSchema,
    201,
  );
  return w.id;
}

const eventOf = (workoutId: number) =>
  microsoft
    .events()
    .find((e) =>
      e.singleValueExtendedProperties?.some(
        (p) => p.id === OUTLOOK_WORKOUT_PROPERTY && p.value === String(workoutId),
      ),
    );

async function until(check: () => boolean | Promise<boolean>, what: string): Promise<void> {
  const end = Date.now() + 20_000;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}
const synced = async (m: Person) => (await status(m)).state === 'synced';

describe('Outlook through MSAL and Microsoft Graph', () => {
  it('signs in with the spec’s scopes and offline access, and keeps the token cache sealed', async () => {
    const m = await t.newUser();
    expect(await connect(m)).toBe('/newplatform/items/calendar?synced=outlook');
    const asked = microsoft.scopesAsked.at(-1)!.split(' ');
    for (const scope of [
      'user.read',
      'mailboxsettings.read',
      'calendars.readwrite',
      'offline_access',
    ])
      expect(asked).toContain(scope);
    const [row] = await t.db.query<{ sealed_grant: string }>(
      "SELECT sealed_grant FROM calendar_connections WHERE user_id = $1 AND provider = 'outlook'",
      [m.id],
    );
    const cache = JSON.parse(openGrant(t.config.calendar.tokenKey, row!.sealed_grant)) as {
      RefreshToken: Record<string, { secret: string }>;
    };
    const refresh = Object.values(cache.RefreshToken)[0]!.secret;
    expect(refresh).toMatch(/^[0-9a-f]{32}$/);
    expect(row!.sealed_grant).not.toContain(refresh);
    expect(row!.sealed_grant).not.toContain('RefreshToken');
  });

  it('creates the event with an HTML body, the location, the workout id and new time proposals allowed; moves and deletes it', async () => {
    const m = await newMember(t);
    await connect(m);
    const id = await schedule(m, 30);
    await until(() => eventOf(id) !== undefined, 'the event');
    const e = eventOf(id)!;
    expect(e.allowNewTimeProposals).toBe(true);
    expect(e.body.contentType).toBe('HTML');
    expect(e.body.content).toContain(`/newplatform/items/classes/${videoId}`);
    expect(e.location?.displayName).toBe(`Online: class on ${new URL(t.config.publicUrl).host}`);
    expect(e.start).toEqual({ dateTime: '2026-11-21T21:00:00.000', timeZone: 'UTC' });
    await t.okContent(
      {
        method: 'POST',
        url: '/api/workout/update',
        token: m.token,
        payload: { workoutId: id, when: '12-01-2026 07:30' },
      },
      z.array(workoutSchema),
    );
    await until(() => eventOf(id)?.start.dateTime === '2026-12-01T12:30:00.000', 'moved');
    await t.okContent(
      { method: 'POST', url: '/api/workout/delete', token: m.token, payload: { workoutId: id } },
      z.object({ workoutId: z.number() }),
    );
    await until(() => eventOf(id) === undefined, 'deleted');
  });

  it('refreshes an access token near its end and keeps the refreshed cache, sealed again', async () => {
    microsoft.setTokenSeconds(60);
    try {
      const m = await newMember(t);
      await connect(m);
      const sealed = async () =>
        (
          await t.db.query<{ sealed_grant: string }>(
            "SELECT sealed_grant FROM calendar_connections WHERE user_id = $1 AND provider = 'outlook'",
            [m.id],
          )
        )[0]!.sealed_grant;
      const first = await sealed();
      const refreshes = () => microsoft.calls.filter((c) => c.endsWith('/token')).length;
      const before = refreshes();
      const id = await schedule(m, 35);
      await until(() => eventOf(id) !== undefined, 'the event, with a refreshed token');
      await until(() => synced(m), 'synced');
      expect(refreshes()).toBeGreaterThan(before);
      // The run keeps the refreshed cache after its last change is sent (and "synced" shows).
      await until(async () => (await sealed()) !== first, 'the refreshed cache kept');
      const after = await sealed();
      expect(after).not.toBe(first);
      const cache = openGrant(t.config.calendar.tokenKey, after);
      expect(cache).not.toBe(openGrant(t.config.calendar.tokenKey, first));
    } finally {
      microsoft.setTokenSeconds(3599);
    }
  });

  it('says "needs reconnecting" when the grant is revoked, and reconnecting sends what waited', async () => {
    const m = await newMember(t);
    await connect(m);
    await until(() => synced(m), 'synced');
    microsoft.revokeAll();
    const creates = () => microsoft.calls.filter((c) => c === 'POST /v1.0/me/events').length;
    const before = creates();
    const id = await schedule(m, 60);
    await until(async () => (await status(m)).state === 'needs-reconnecting', 'refused');
    // Graph refused the old token; MSAL's refresh then met invalid_grant.
    expect(microsoft.refusedRefreshes()).toBeGreaterThan(0);
    // Told at the first refusal, not after the retries meant for a failing provider.
    expect(creates() - before).toBe(1);
    expect((await status(m)).waiting).toBe(1);
    await connect(m);
    await until(() => eventOf(id) !== undefined, 'sent after reconnecting');
    await until(() => synced(m), 'synced');
  });

  it('disconnecting removes every synced event, then forgets the grant', async () => {
    const m = await newMember(t);
    await connect(m);
    const ids = [await schedule(m, 70), await schedule(m, 71)];
    await until(() => ids.every((id) => eventOf(id) !== undefined), 'synced events');
    await until(() => synced(m), 'synced');
    expectOk(await t.call({ method: 'DELETE', url: '/api/calendar/sync/outlook', token: m.token }));
    await until(() => ids.every((id) => eventOf(id) === undefined), 'every event removed');
    await until(async () => (await status(m)).state === 'unsynced', 'unsynced');
  });
});
