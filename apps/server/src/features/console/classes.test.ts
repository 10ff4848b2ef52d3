// The console's live classes (issue 25, point 3): who may list, schedule, change and cancel a
// studio's classes and read their rosters; bad input by field; another studio's ids refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleClassesCreatedSchema,
  consoleClassListSchema,
  consoleClassSavedSchema,
  consoleClassTexts,
  consoleRosterSchema,
  consoleTexts,
  type ConsoleClassInput,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { bookByCard } from '../../../test/schedule-fixtures.ts';
import { easternWallClock } from '../schedule/studio-classes/studio-class.ts';
import { BK, BROOKS, consoleCallers, idOf, type Callers } from './console-kit.ts';

let t: TestApp;
let who: Callers;
let bkTeacher: number;
let brooksTeacher: number;
beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  bkTeacher = await idOf(t, 'instructor.bkpilates@jetsweat.example');
  brooksTeacher = await idOf(t, 'instructor.brookspilates@jetsweat.example');
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const url = (studioId: number, rest = '') => `/api/console/studios/${studioId}/classes${rest}`;
/** The Eastern wall-clock time `hours` from the test clock. */
const inHours = (hours: number) =>
  easternWallClock(new Date(t.clock.now().getTime() + hours * HOUR));
const fields = (changes: Partial<ConsoleClassInput> = {}): ConsoleClassInput => ({
  title: 'Console Reformer',
  description: 'Scheduled from the console.',
  startsAt: inHours(72),
  minutes: 45,
  instructorId: bkTeacher,
  capacity: 12,
  priceCents: 1800,
  kind: 'group',
  ...changes,
});
const create = (token: string, studioId: number, f = fields(), weeks = 1) =>
  t.call({ method: 'POST', url: url(studioId), token, payload: { fields: f, weeks } });
const rowOf = async (id: number) =>
  (
    await t.db.query<{ title: string; capacity: number; price_cents: number; cancelled_at: Date }>(
      'SELECT title, capacity, price_cents, cancelled_at FROM live_classes WHERE id = $1',
      [id],
    )
  )[0]!;
const auditOf = (id: number) =>
  t.db.query<{ action: string; before: unknown; after: unknown }>(
    "SELECT action, before, after FROM console_audit_log WHERE entity = 'live_class' AND entity_id = $1 ORDER BY id",
    [String(id)],
  );
/** The public schedule (/liveschedule's read), as a visitor gets it. */
const publicSchedule = async () =>
  (await t.call({ method: 'GET', url: '/api/liveclass/upcoming/public/all' })).body.content as {
    id: number;
    title: string;
    classType: string | null;
    level: string | null;
    description: string;
    isOnJetsweat: 0 | 1;
  }[];
async function scheduled(f = fields(), weeks = 1) {
  const res = await create(who.bkAdmin, BK, f, weeks);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
  return consoleClassesCreatedSchema.parse(res.body.content).classes;
}

describe('scheduling a class', () => {
  it('an admin schedules a weekly class in Eastern Time; it is logged and on /liveschedule at once', async () => {
    const before = await publicSchedule();
    const startsAt = inHours(72);
    const made = await scheduled(fields({ startsAt }), 3);
    const listed = (
      await t.okContent({ method: 'GET', url: url(BK), token: who.bkAdmin }, consoleClassListSchema)
    ).classes.filter((c) => made.some((m) => m.id === c.id));
    expect(listed.map((c) => c.startsAt.slice(11))).toEqual(Array(3).fill(startsAt.slice(11)));
    expect(listed[0]!.startsAt).toBe(startsAt);
    expect(listed[0]).toMatchObject({ instructorId: bkTeacher, capacity: 12, priceCents: 1800 });
    const weekMs = Date.parse(made[1]!.startsAtIso) - Date.parse(made[0]!.startsAtIso);
    expect(Math.abs(weekMs - 7 * 24 * HOUR)).toBeLessThanOrEqual(HOUR);
    const after = await publicSchedule();
    expect(after.length).toBe(before.length + 3);
    expect(after.filter((c) => made.some((m) => m.id === c.id)).map((c) => c.title)).toEqual(
      Array(3).fill('Console Reformer'),
    );
    const [log] = await auditOf(made[0]!.id);
    expect(log).toMatchObject({ action: 'live_class.create', before: null });
    expect(log!.after).toMatchObject({ title: 'Console Reformer', priceCents: 1800 });
  });

  it('keeps the class type, level, description and "show on JetSweat" the form sends', async () => {
    const extra = {
      description: 'Slow reformer work for the back.',
      classType: 'Barre',
      level: 'Advanced',
      onJetsweat: false,
    } as const;
    const [made] = await scheduled(fields(extra));
    const listed = async () =>
      (
        await t.okContent(
          { method: 'GET', url: url(BK), token: who.bkAdmin },
          consoleClassListSchema,
        )
      ).classes.find((c) => c.id === made!.id);
    expect(await listed()).toMatchObject(extra);
    // Off JetSweat: not on the main site's schedule.
    expect((await publicSchedule()).some((c) => c.id === made!.id)).toBe(false);
    const c = (await listed())!;
    const res = await t.call({
      method: 'PUT',
      url: url(BK, `/${made!.id}`),
      token: who.bkAdmin,
      payload: fields({ ...extra, startsAt: c.startsAt, level: 'Beginner', onJetsweat: true }),
    });
    expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
    expect(await listed()).toMatchObject({ ...extra, level: 'Beginner', onJetsweat: true });
    expect((await publicSchedule()).find((p) => p.id === made!.id)).toMatchObject({
      classType: 'Barre',
      level: 'Beginner',
      description: extra.description,
      isOnJetsweat: 1,
    });
  });

  it('staff schedule for any studio; a personal training session has one seat', async () => {
    const res = await create(
      who.staff,
      BROOKS,
      fields({ instructorId: brooksTeacher, kind: 'personal', capacity: 1 }),
    );
    expect(res.statusCode, JSON.stringify(res.body)).toBe(201);
    const [made] = consoleClassesCreatedSchema.parse(res.body.content).classes;
    const row = await t.db.query(
      'SELECT capacity, product_availability FROM live_classes WHERE id = $1',
      [made!.id],
    );
    expect(row).toEqual([{ capacity: 1, product_availability: 1 }]);
  });

  it('refuses bad input by field and changes nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_classes'))[0]!.n;
    const n = await count();
    const memberId = await idOf(t, 'member@jetsweat.example');
    const cases: [Partial<ConsoleClassInput>, string, string][] = [
      [{ startsAt: inHours(-2) }, 'startsAt', consoleClassTexts.startsAtPast],
      [{ startsAt: 'tomorrow' }, 'fields.startsAt', consoleClassTexts.startsAtInvalid],
      [{ capacity: 0 }, 'fields.capacity', consoleClassTexts.capacityInvalid],
      [{ kind: 'personal', capacity: 3 }, 'fields.capacity', consoleClassTexts.personalOneSeat],
      [{ priceCents: -5 }, 'fields.priceCents', consoleClassTexts.priceInvalid],
      [{ title: ' ' }, 'fields.title', consoleClassTexts.titleRequired],
      [
        { description: 'x'.repeat(2001) },
        'fields.description',
        consoleClassTexts.descriptionTooLong,
      ],
      [{ classType: 'Juggling' as never }, 'fields.classType', consoleClassTexts.classTypeInvalid],
      [{ level: 'Expert' as never }, 'fields.level', consoleClassTexts.levelInvalid],
      [{ instructorId: memberId }, 'instructorId', consoleClassTexts.instructorUnknown],
    ];
    for (const [change, field, message] of cases) {
      const res = await create(who.bkAdmin, BK, fields(change));
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.body).toMatchObject({ content: message, field });
    }
    expect(await count()).toBe(n);
  });

  it("refuses another studio's ids with 403 and an instructor with 403, changing nothing", async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM live_classes'))[0]!.n;
    const n = await count();
    expect((await create(who.brooksAdmin, BK)).statusCode).toBe(403);
    expect(
      (await create(who.bkAdmin, BK, fields({ instructorId: brooksTeacher }))).statusCode,
    ).toBe(403);
    const teacher = await create(who.bkInstructor, BK);
    expect(teacher.statusCode).toBe(403);
    expect(teacher.body.content).toBe(consoleTexts.adminsOnly);
    expect((await create(who.member, BK)).statusCode).toBe(403);
    expect(
      (await t.call({ method: 'POST', url: url(BK), payload: { fields: fields() } })).statusCode,
    ).toBe(401);
    expect(await count()).toBe(n);
  });
});

describe('listing, changing and rosters', () => {
  it('admins list every class, an instructor only their own, another studio none', async () => {
    const [mine] = await scheduled();
    const list = (token: string) =>
      t.okContent({ method: 'GET', url: url(BK), token }, consoleClassListSchema);
    const admin = await list(who.bkAdmin);
    expect(admin.canEdit).toBe(true);
    expect(admin.instructors.map((i) => i.id)).toContain(bkTeacher);
    expect(admin.classes.map((c) => c.id)).toContain(mine!.id);
    const teacher = await list(who.bkInstructor);
    expect(teacher.canEdit).toBe(false);
    expect(teacher.classes.length).toBeGreaterThan(0);
    expect(teacher.classes.every((c) => c.instructorId === bkTeacher)).toBe(true);
    // A class is listed under the name of the account that teaches it (issue 56: the demo gave
    // Liam Brennan's classes to Nadia Okafor's account, and the list showed hers as his).
    const nameOf = new Map(admin.instructors.map((i) => [i.id, i.name]));
    const taught = admin.classes.filter((c) => c.instructorId !== null);
    expect(taught.length).toBeGreaterThan(1);
    for (const c of taught) expect(c.instructorName, c.title).toBe(nameOf.get(c.instructorId!));
    expect((await t.call({ method: 'GET', url: url(BK), token: who.brooksAdmin })).statusCode).toBe(
      403,
    );
  });

  it('an admin changes price and capacity (logged before and after); an instructor may not (403)', async () => {
    const [c] = await scheduled();
    const put = (token: string, studioId: number, f: Partial<ConsoleClassInput>) =>
      t.call({
        method: 'PUT',
        url: url(studioId, `/${c!.id}`),
        token,
        payload: fields({ startsAt: easternWallClock(c!.startsAtIso), ...f }),
      });
    const teacher = await put(who.bkInstructor, BK, { priceCents: 0 });
    expect(teacher.statusCode).toBe(403);
    expect((await put(who.brooksAdmin, BROOKS, { priceCents: 0 })).statusCode).toBe(403);
    expect((await put(who.brooksAdmin, BK, { priceCents: 0 })).statusCode).toBe(403);
    expect((await rowOf(c!.id)).price_cents).toBe(1800);
    const saved = await put(who.bkAdmin, BK, { priceCents: 2500, capacity: 20 });
    expect(saved.statusCode, JSON.stringify(saved.body)).toBe(200);
    expect(consoleClassSavedSchema.parse(saved.body.content)).toMatchObject({ mailed: 0 });
    expect(await rowOf(c!.id)).toMatchObject({ price_cents: 2500, capacity: 20 });
    const logs = await auditOf(c!.id);
    expect(logs[1]).toMatchObject({
      action: 'live_class.update',
      before: expect.objectContaining({ priceCents: 1800, capacity: 12 }),
      after: expect.objectContaining({ priceCents: 2500, capacity: 20 }),
    });
  });

  it('a new time is mailed to those booked; the capacity may not fall below the bookings', async () => {
    const [c] = await scheduled();
    const person = await t.newUser();
    expect(
      (await bookByCard(t, person.token, c!.id, { studioId: BK, amount: 1800 })).statusCode,
    ).toBe(200);
    t.mailer.sent.length = 0;
    const put = (f: Partial<ConsoleClassInput>) =>
      t.call({
        method: 'PUT',
        url: url(BK, `/${c!.id}`),
        token: who.bkAdmin,
        payload: fields({ startsAt: easternWallClock(c!.startsAtIso), ...f }),
      });
    const person2 = await t.newUser();
    expect(
      (await bookByCard(t, person2.token, c!.id, { studioId: BK, amount: 1800 })).statusCode,
    ).toBe(200);
    const refused = await put({ capacity: 1 });
    expect(refused.statusCode).toBe(400);
    expect(refused.body).toMatchObject({
      field: 'capacity',
      content: consoleClassTexts.capacityBelowBookings,
    });
    t.mailer.sent.length = 0;
    const moved = await put({ capacity: 5, startsAt: inHours(96) });
    expect(moved.statusCode, JSON.stringify(moved.body)).toBe(200);
    expect(consoleClassSavedSchema.parse(moved.body.content).mailed).toBe(2);
    expect(t.mailer.sent.map((m) => m.to).sort()).toEqual([person.email, person2.email].sort());
    expect(t.mailer.sent[0]!.subject).toMatch(/^New time: Console Reformer/);
    const roster = (token: string) =>
      t.call({ method: 'GET', url: url(BK, `/${c!.id}/roster`), token });
    const r = consoleRosterSchema.parse((await roster(who.bkInstructor)).body.content);
    expect(r.people.map((p) => p.email).sort()).toEqual([person.email, person2.email].sort());
    expect(r.people.every((p) => !p.attended && p.cameraOnSeconds === 0)).toBe(true);
    expect((await roster(who.bkAdmin)).statusCode).toBe(200);
    expect((await roster(who.brooksAdmin)).statusCode).toBe(403);
    expect(
      (
        await t.call({
          method: 'GET',
          url: url(BROOKS, `/${c!.id}/roster`),
          token: who.brooksAdmin,
        })
      ).statusCode,
    ).toBe(403);
  });
});
