// A studio's clients in its console (issue 54, item 5): the list of members who booked, bought or
// watched its classes, searched and paged, as CSV, one client's history and the staff's private
// notes; refused to instructors, other studios' admins and callers without a login.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  auditPageSchema,
  clientHistorySchema,
  clientNoteCreatedSchema,
  consoleClientsTexts,
  consoleTexts,
  MAX_CLIENT_NOTE,
  studioClientsSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { peopleByIds } from '../../accounts/service.ts';
import {
  auditCount,
  BK,
  BROOKS,
  consoleCallers,
  idOf,
  studioUrl,
  type Callers,
} from '../console-kit.ts';

let t: TestApp;
let who: Callers;
type Person = Awaited<ReturnType<TestApp['newUser']>>;
let ada: Person;
let bea: Person;
let cy: Person;
let bkClasses: number[];

async function newClass(studioId: number, title: string, when: string): Promise<number> {
  const [row] = await t.db.query<{ id: number }>(
    `INSERT INTO live_classes (studio_id, title, scheduled_at, minutes_duration, capacity, price_cents)
     VALUES ($1, $2, $3, 45, 10, 1000) RETURNING id`,
    [studioId, title, when],
  );
  return row!.id;
}
const book = (classId: number, userId: number, when: string) =>
  t.db.query(
    `INSERT INTO live_class_seats (live_class_id, user_id, state, paid_with, amount_cents, created_at, booked_at)
     VALUES ($1, $2, 'booked', 'free', 0, $3, $3)`,
    [classId, userId, when],
  );
const came = (classId: number, userId: number, when: string) =>
  t.db.query(
    `INSERT INTO live_class_attendance
       (live_class_id, user_id, role, user_agent, browser, joined_at, last_joined_at,
        camera_reported_at, updated_at)
     VALUES ($1, $2, 'member', 'test', 'test', $3, $3, $3, $3)`,
    [classId, userId, when],
  );
async function dayPass(userId: number, studioId: number, pkg: string, when: string) {
  const [pass] = await t.db.query<{ id: number }>(
    `INSERT INTO day_passes (user_id, studio_id, package_id, pass_date, status, price_cents, amount_cents, created_at, updated_at)
     VALUES ($1, $2, $3, $4::timestamptz::date, 'paid', 1500, 1500, $4::timestamptz, $4::timestamptz) RETURNING id`,
    [userId, studioId, pkg, when],
  );
  await t.db.query(
    `INSERT INTO payments (user_id, purpose, day_pass_id, amount_cents, status, idempotency_key, created_at, updated_at)
     VALUES ($1, 'daypass', $2, 1500, 'succeeded', $3, $4, $4)`,
    [userId, pass!.id, `clients-${pass!.id}`, when],
  );
}
async function watched(userId: number, studioId: number, when: string) {
  await t.db.query(
    `INSERT INTO watch_sessions (user_id, video_id, session_key, started_at, last_event_at, last_event,
       position_seconds, watched_seconds, day)
     SELECT $1, id, gen_random_uuid(), $3::timestamptz, $3::timestamptz, 'end', 600, 600,
       $3::timestamptz::date
       FROM videos WHERE studio_id = $2 ORDER BY id LIMIT 1`,
    [userId, studioId, when],
  );
}

beforeAll(async () => {
  t = await createTestApp();
  who = await consoleCallers(t);
  ada = await t.newUser({ firstName: 'Ada', lastName: 'Zellerqx' });
  bea = await t.newUser({ firstName: 'Bea', lastName: 'Abbottqx' });
  cy = await t.newUser({ firstName: 'Cy', lastName: 'Brooksonlyqx' });
  bkClasses = [
    await newClass(BK, 'Clients Reformer One', '2026-10-01T14:00:00Z'),
    await newClass(BK, 'Clients Reformer Two', '2026-10-08T14:00:00Z'),
  ];
  const brooksClass = await newClass(BROOKS, 'Brooks Mat', '2026-10-02T14:00:00Z');
  await book(bkClasses[0]!, ada.id, '2026-09-28T10:00:00Z');
  await book(bkClasses[1]!, ada.id, '2026-10-05T10:00:00Z');
  await came(bkClasses[0]!, ada.id, '2026-10-01T14:01:00Z');
  await book(brooksClass, ada.id, '2026-09-29T10:00:00Z');
  await came(brooksClass, ada.id, '2026-10-02T14:01:00Z');
  await book(brooksClass, cy.id, '2026-09-29T11:00:00Z');
  await dayPass(ada.id, BK, 'bkpilates_daily', '2026-10-20T12:00:00Z');
  await dayPass(cy.id, BROOKS, 'brookspilates_daily', '2026-10-21T12:00:00Z');
  await watched(bea.id, BK, '2026-11-10T18:00:00Z');
  await watched(cy.id, BROOKS, '2026-11-11T18:00:00Z');
});
afterAll(() => t.close());

const list = (token: string | undefined, query = '', studioId = BK) =>
  t.call({ method: 'GET', url: studioUrl(studioId, `clients${query}`), token });
const listed = async (query = '', token = who.bkAdmin) => {
  const res = await list(token, query);
  expect(res.statusCode, JSON.stringify(res.body)).toBe(200);
  return studioClientsSchema.parse(res.body.content);
};

describe('the client list', () => {
  it('lists who booked, came, bought or watched at this studio only, with counts, latest first', async () => {
    const page = await listed('?q=qx');
    expect(page.clients.map((c) => c.name)).toEqual(['Bea Abbottqx', 'Ada Zellerqx']);
    expect(page.total).toBe(2);
    expect(page.clients[1]).toMatchObject({
      userId: ada.id,
      email: ada.email,
      firstActivityAt: '2026-09-28T10:00:00.000Z',
      lastActivityAt: '2026-10-20T12:00:00.000Z',
      classesBooked: 2,
      classesAttended: 1,
      purchases: 1,
      videosWatched: 0,
    });
    expect(page.clients[0]).toMatchObject({
      userId: bea.id,
      classesBooked: 0,
      purchases: 0,
      videosWatched: 1,
      lastActivityAt: '2026-11-10T18:00:00.000Z',
    });
    const brooks = studioClientsSchema.parse(
      (await list(who.brooksAdmin, '?q=qx', BROOKS)).body.content,
    );
    expect(brooks.clients.map((c) => c.name).sort()).toEqual(['Ada Zellerqx', 'Cy Brooksonlyqx']);
    expect(brooks.clients.find((c) => c.userId === ada.id)).toMatchObject({
      classesBooked: 1,
      classesAttended: 1,
      purchases: 0,
    });
  });

  it('searches by name or e-mail, any case, and pages', async () => {
    expect((await listed('?q=ZELLERQX')).clients.map((c) => c.userId)).toEqual([ada.id]);
    expect(
      (await listed(`?q=${encodeURIComponent(bea.email)}`)).clients.map((c) => c.userId),
    ).toEqual([bea.id]);
    expect((await listed('?q=nobody-is-called-this')).clients).toEqual([]);
    const all = await listed();
    expect(all.page).toBe(1);
    expect(all.clients.length).toBe(Math.min(all.total, all.pageSize));
    const dates = all.clients.map((c) => c.lastActivityAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const beyond = await listed(`?page=${Math.ceil(all.total / all.pageSize) + 1}`);
    expect(beyond).toMatchObject({ clients: [], total: all.total });
    const bad = await list(who.bkAdmin, '?page=0');
    expect(bad.statusCode).toBe(400);
  });

  it('staff read it; an instructor, a member and another studio’s admin get 403, no login 401', async () => {
    expect((await listed('?q=qx', who.staff)).total).toBe(2);
    const instructor = await list(who.bkInstructor);
    expect(instructor.statusCode).toBe(403);
    expect(instructor.body.content).toBe(consoleTexts.adminsOnly);
    const other = await list(who.brooksAdmin);
    expect(other.statusCode).toBe(403);
    expect(other.body.content).toBe(consoleTexts.notThisStudio);
    expect(JSON.stringify(other.body)).not.toContain('qx');
    expect((await list(who.member)).statusCode).toBe(403);
    expect((await list(undefined)).statusCode).toBe(401);
  });
});

describe('the CSV export', () => {
  it('downloads the clients matching the search, quoted safely', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: studioUrl(BK, 'clients.csv?q=qx'),
      headers: { authorization: `Bearer ${who.bkAdmin}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="jetsweat-clients-bkpilates.csv"',
    );
    expect(res.body.split('\r\n')).toEqual([
      'name,email,first_activity_utc,last_activity_utc,classes_booked,classes_attended,purchases,videos_watched',
      `Bea Abbottqx,${bea.email},2026-11-10T18:00:00.000Z,2026-11-10T18:00:00.000Z,0,0,0,1`,
      `Ada Zellerqx,${ada.email},2026-09-28T10:00:00.000Z,2026-10-20T12:00:00.000Z,2,1,1,0`,
      '',
    ]);
  });

  it('is refused like the list', async () => {
    const csv = (token?: string) =>
      t.app.inject({
        method: 'GET',
        url: studioUrl(BK, 'clients.csv'),
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    expect((await csv(who.brooksAdmin)).statusCode).toBe(403);
    expect((await csv(who.bkInstructor)).statusCode).toBe(403);
    expect((await csv()).statusCode).toBe(401);
  });
});

describe("a client's history", () => {
  const history = (token: string | undefined, userId: number, studioId = BK) =>
    t.call({ method: 'GET', url: studioUrl(studioId, `clients/${userId}`), token });

  it('shows their bookings (came or not), purchases and videos at this studio only', async () => {
    const res = await history(who.bkAdmin, ada.id);
    expect(res.statusCode).toBe(200);
    const h = clientHistorySchema.parse(res.body.content);
    expect(h.client).toMatchObject({ name: 'Ada Zellerqx', classesBooked: 2, classesAttended: 1 });
    expect(h.bookings).toEqual([
      {
        classId: bkClasses[1],
        title: 'Clients Reformer Two',
        startsAtIso: '2026-10-08T14:00:00.000Z',
        cancelled: false,
        attended: false,
      },
      {
        classId: bkClasses[0],
        title: 'Clients Reformer One',
        startsAtIso: '2026-10-01T14:00:00.000Z',
        cancelled: false,
        attended: true,
      },
    ]);
    expect(h.purchases).toHaveLength(1);
    expect(h.purchases[0]).toMatchObject({ amountCents: 1500, at: '2026-10-20T12:00:00.000Z' });
    expect(h.videos).toEqual([]);
    const b = clientHistorySchema.parse((await history(who.staff, bea.id)).body.content);
    expect(b.videos).toHaveLength(1);
    expect(b.videos[0]).toMatchObject({ plays: 1, minutesWatched: 10 });
  });

  it('is 404 for a member who is not a client here, 403 for others, 401 without a login', async () => {
    const notHere = await history(who.bkAdmin, cy.id);
    expect(notHere.statusCode).toBe(404);
    expect(notHere.body.content).toBe(consoleClientsTexts.clientNotFound);
    expect((await history(who.brooksAdmin, ada.id)).statusCode).toBe(403);
    expect((await history(who.bkInstructor, ada.id)).statusCode).toBe(403);
    expect((await history(undefined, ada.id)).statusCode).toBe(401);
  });
});

describe('private notes', () => {
  const note = (token: string | undefined, userId: number, text: unknown, studioId = BK) =>
    t.call({
      method: 'POST',
      url: studioUrl(studioId, `clients/${userId}/notes`),
      token,
      payload: { text },
    });
  const notesOf = async (userId: number, token = who.bkAdmin, studioId = BK) =>
    clientHistorySchema.parse(
      (await t.call({ method: 'GET', url: studioUrl(studioId, `clients/${userId}`), token })).body
        .content,
    ).notes;

  it('staff add notes, listed newest first with their author, in the audit log', async () => {
    const first = await note(who.bkAdmin, ada.id, '  Prefers the front row.  ');
    expect(first.statusCode, JSON.stringify(first.body)).toBe(201);
    const { id } = clientNoteCreatedSchema.parse(first.body.content);
    expect((await note(who.staff, ada.id, 'Knee injury in 2025.')).statusCode).toBe(201);
    const notes = await notesOf(ada.id);
    expect(notes.map((n) => n.text)).toEqual(['Knee injury in 2025.', 'Prefers the front row.']);
    expect(notes[1]!.id).toBe(id);
    const [admin] = await peopleByIds(t.deps.db, [
      await idOf(t, 'admin.bkpilates@jetsweat.example'),
    ]);
    expect(notes[1]!.authorName).toBe(`${admin!.first_name} ${admin!.last_name}`.trim());
    const log = await t.okContent(
      { method: 'GET', url: `/api/console/audit?studioId=${BK}`, token: who.bkAdmin },
      auditPageSchema,
    );
    expect(log.entries[0]).toMatchObject({
      action: 'client_note.create',
      entity: 'client',
      entityId: String(ada.id),
      after: { text: 'Knee injury in 2025.' },
    });
  });

  it("another studio's note on the same member is never listed here, nor this one there", async () => {
    expect(
      (await note(who.brooksAdmin, ada.id, 'Brooks only: paid late.', BROOKS)).statusCode,
    ).toBe(201);
    expect((await notesOf(ada.id)).map((n) => n.text)).not.toContain('Brooks only: paid late.');
    const there = await notesOf(ada.id, who.brooksAdmin, BROOKS);
    expect(there.map((n) => n.text)).toEqual(['Brooks only: paid late.']);
  });

  it('refuses an empty or too long note, a non-client, instructors and other studios, writing nothing', async () => {
    const count = async () =>
      (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM studio_client_notes'))[0]!.n;
    const notes = await count();
    const audits = await auditCount(t);
    const empty = await note(who.bkAdmin, ada.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.body.content).toBe(consoleClientsTexts.noteEmpty);
    const long = await note(who.bkAdmin, ada.id, 'x'.repeat(MAX_CLIENT_NOTE + 1));
    expect(long.statusCode).toBe(400);
    expect(long.body.content).toBe(consoleClientsTexts.noteTooLong(MAX_CLIENT_NOTE));
    expect((await note(who.bkAdmin, ada.id, 'x'.repeat(MAX_CLIENT_NOTE))).statusCode).toBe(201);
    expect((await note(who.bkAdmin, cy.id, 'Not ours.')).statusCode).toBe(404);
    expect((await note(who.brooksAdmin, ada.id, 'Wrong studio.')).statusCode).toBe(403);
    expect((await note(who.bkInstructor, ada.id, 'Teacher.')).statusCode).toBe(403);
    expect((await note(undefined, ada.id, 'Nobody.')).statusCode).toBe(401);
    expect(await count()).toBe(notes + 1);
    expect(await auditCount(t)).toBe(audits + 1);
  });
});
