import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  cameraHiddenSchema,
  liveRosterEvents as rosterEvents,
  liveRosterTexts,
  liveSocketEvents as ev,
  removedSchema,
  rosterChangeSchema,
  rosterSchema,
  type RosterMember,
} from '@jetsweat/contract';
import type { TestApp } from '../../../../test/harness.ts';
import {
  bookedClassInWindow,
  join,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../../test/live-kit.ts';
import {
  ask,
  contentOf,
  heardOn,
  listeningLiveApp,
  next,
} from '../../../../test/live-socket-kit.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

const connect = (token: string) => clients.connect(url, token);

/** A fresh account that runs `studioId` in the console (and teaches nothing). */
async function newStudioAdmin(studioId: number) {
  const person = await t.newUser();
  await t.db.query(
    'INSERT INTO studio_admin_accounts (studio_id, user_id, created_at) VALUES ($1, $2, now())',
    [studioId, person.id],
  );
  return person;
}

/** Gives the person a name of their own, to find on the roster. */
const rename = (id: number, first: string, last: string) =>
  t.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [first, last, id]);

const watch = async (s: Socket, liveClassId: number) =>
  contentOf(await ask(s, rosterEvents.watch, { liveClassId }), rosterSchema);

/** The next roster line the watcher hears about `userId` that `matches`. */
function lineFor(
  s: Socket,
  userId: number,
  matches: (m: RosterMember) => boolean,
  ms = 3000,
): Promise<RosterMember> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      s.off(rosterEvents.member, heard);
      reject(new Error(`no matching roster line for ${userId} within ${ms} ms`));
    }, ms);
    const heard = (raw: unknown) => {
      const { member } = rosterChangeSchema.parse(raw);
      if (member.userId !== userId || !matches(member)) return;
      clearTimeout(timer);
      s.off(rosterEvents.member, heard);
      resolve(member);
    };
    s.on(rosterEvents.member, heard);
  });
}

/** The audit log's entries about the class, oldest first. */
const auditOf = (liveClassId: number) =>
  t.db.query<{ studio_id: number; actor_id: number; action: string; after: unknown }>(
    `SELECT studio_id, actor_id, action, after FROM console_audit_log
     WHERE entity = 'live_class' AND entity_id = $1 AND action LIKE 'live_member.%' ORDER BY id`,
    [String(liveClassId)],
  );

describe('the roster: who may see it', () => {
  it('shows the class’s instructor and its studio’s admin the members by name, present or not', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [bea, cal] = members;
    await rename(bea!.id, 'Bea', 'Brown');
    await rename(cal!.id, 'Cal', 'Carter');
    await join(t, bea!.token, classId);
    const b = await connect(bea!.token);
    await ask(b, ev.join, { liveClassId: classId });
    // Cal came in earlier and left: on the roster, not present.
    await join(t, cal!.token, classId);

    const teacher = await connect((await newInstructor(t, NORTHLOOP_ID)).token);
    const roster = await watch(teacher, classId);
    expect(roster.more).toBe(0);
    expect(roster.members).toEqual([
      expect.objectContaining({ userId: bea!.id, name: 'Bea B.', present: true, cameraOn: false }),
      expect.objectContaining({ userId: cal!.id, name: 'Cal C.', present: false, removed: false }),
    ]);
    // An admin of the studio sees the same, without entering the room.
    const admin = await connect((await newStudioAdmin(NORTHLOOP_ID)).token);
    expect((await watch(admin, classId)).members.map((m) => m.name)).toEqual(['Bea B.', 'Cal C.']);
  });

  it('refuses a member of the class, another studio’s instructor and another studio’s admin (403), and no class (404)', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const other = await otherStudioId(t);
    const m = await connect(member.token);
    await ask(m, ev.join, { liveClassId: classId });
    for (const s of [
      m,
      await connect((await newInstructor(t, other)).token),
      await connect((await newStudioAdmin(other)).token),
    ])
      expect(await ask(s, rosterEvents.watch, { liveClassId: classId })).toMatchObject({
        status: 0,
        httpStatus: 403,
        content: liveRosterTexts.notAllowed,
      });
    expect(await ask(m, rosterEvents.watch, { liveClassId: 2_000_000_000 })).toMatchObject({
      httpStatus: 404,
    });
  });

  it('keeps the watchers up to date line by line, and never tells a member about the others', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [a, b] = members;
    const teacher = await connect((await newInstructor(t, NORTHLOOP_ID)).token);
    await ask(teacher, ev.join, { liveClassId: classId });
    expect((await watch(teacher, classId)).members).toEqual([]);
    const sa = await connect(a!.token);
    const heardByA = heardOn(sa, rosterEvents.member);
    await ask(sa, ev.join, { liveClassId: classId });

    // B comes in: a line, present; their camera goes on, then off; they leave.
    const sb = await connect(b!.token);
    const came = lineFor(teacher, b!.id, (m) => m.present);
    await ask(sb, ev.join, { liveClassId: classId });
    expect(await came).toMatchObject({ present: true, cameraOn: false });
    const cameraOn = lineFor(teacher, b!.id, (m) => m.cameraOn);
    expect(
      (await ask(sb, rosterEvents.cameraState, { liveClassId: classId, on: true })).status,
    ).toBe(1);
    await cameraOn;
    const cameraOff = lineFor(teacher, b!.id, (m) => !m.cameraOn);
    await ask(sb, rosterEvents.cameraState, { liveClassId: classId, on: false });
    await cameraOff;
    const left = lineFor(teacher, b!.id, (m) => !m.present);
    sb.disconnect();
    expect(await left).toMatchObject({ present: false, cameraOn: false });
    // Another member heard none of it.
    expect(heardByA).toEqual([]);
  });

  it('refuses a camera word from a page not in the room as a member', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    const s = await connect(member.token);
    expect(
      await ask(s, rosterEvents.cameraState, { liveClassId: classId, on: true }),
    ).toMatchObject({ httpStatus: 403 });
  });
});

describe('the instructor’s hand: hiding a camera', () => {
  it('hides a member’s camera: they are told, may not turn it on, and the audit log keeps who and whom', async () => {
    const { classId, member } = await bookedClassInWindow(t);
    await rename(member.id, 'Dee', 'Dunn');
    const instructor = await newInstructor(t, NORTHLOOP_ID);
    const teacher = await connect(instructor.token);
    await ask(teacher, ev.join, { liveClassId: classId });
    await watch(teacher, classId);
    const m = await connect(member.token);
    await ask(m, ev.join, { liveClassId: classId });
    await ask(m, rosterEvents.cameraState, { liveClassId: classId, on: true });

    const told = next(m, rosterEvents.cameraHidden);
    const hiddenLine = lineFor(teacher, member.id, (x) => x.cameraHidden);
    const target = { liveClassId: classId, userId: member.id };
    expect(await ask(teacher, rosterEvents.hideCamera, target)).toMatchObject({ status: 1 });
    expect(cameraHiddenSchema.parse(await told)).toEqual({
      liveClassId: classId,
      hidden: true,
      message: liveRosterTexts.cameraHidden,
    });
    expect(await hiddenLine).toMatchObject({ cameraHidden: true, cameraOn: false, present: true });
    expect(
      await ask(m, rosterEvents.cameraState, { liveClassId: classId, on: true }),
    ).toMatchObject({
      httpStatus: 403,
      content: liveRosterTexts.cameraHidden,
    });
    // A reload learns it as it comes in.
    const again = await connect(member.token);
    expect(await ask(again, ev.join, { liveClassId: classId })).toMatchObject({
      status: 1,
      content: { cameraHidden: true },
    });
    // Pressed twice: one entry.
    await ask(teacher, rosterEvents.hideCamera, target);
    expect(await auditOf(classId)).toEqual([
      {
        studio_id: NORTHLOOP_ID,
        actor_id: instructor.id,
        action: 'live_member.hide_camera',
        after: { member: 'Dee D.', memberId: member.id },
      },
    ]);

    // Shown again: the member is told and may turn it on.
    const shown = next(m, rosterEvents.cameraHidden);
    await ask(teacher, rosterEvents.showCamera, target);
    expect(await shown).toMatchObject({ hidden: false, message: liveRosterTexts.cameraShown });
    expect(
      (await ask(m, rosterEvents.cameraState, { liveClassId: classId, on: true })).status,
    ).toBe(1);
    expect((await auditOf(classId)).map((r) => r.action)).toEqual([
      'live_member.hide_camera',
      'live_member.show_camera',
    ]);
  });

  it('refuses a member, another studio’s instructor, and a person who is not in the class', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [a, b] = members;
    const sa = await connect(a!.token);
    await ask(sa, ev.join, { liveClassId: classId });
    const other = await connect((await newInstructor(t, await otherStudioId(t))).token);
    for (const s of [sa, other])
      expect(
        await ask(s, rosterEvents.hideCamera, { liveClassId: classId, userId: b!.id }),
      ).toMatchObject({ httpStatus: 403, content: liveRosterTexts.onlyInstructorModerates });
    const teacher = await connect((await newInstructor(t, NORTHLOOP_ID)).token);
    const stranger = await t.newUser();
    expect(
      await ask(teacher, rosterEvents.remove, { liveClassId: classId, userId: stranger.id }),
    ).toMatchObject({ httpStatus: 404, content: liveRosterTexts.notAMember });
    expect(await auditOf(classId)).toEqual([]);
  });
});

describe('the instructor’s hand: removing a member', () => {
  it('closes the member’s connection with the reason, refuses them back in by every way, and keeps it in the audit log', async () => {
    const { classId, members } = await bookedClassInWindow(t, {}, 2);
    const [gone, stays] = members;
    await rename(gone!.id, 'Eve', 'Evans');
    const instructor = await newInstructor(t, NORTHLOOP_ID);
    const teacher = await connect(instructor.token);
    await ask(teacher, ev.join, { liveClassId: classId });
    await watch(teacher, classId);
    await join(t, gone!.token, classId);
    const g = await connect(gone!.token);
    await ask(g, ev.join, { liveClassId: classId });
    const s = await connect(stays!.token);
    await ask(s, ev.join, { liveClassId: classId });

    const told = next(g, rosterEvents.removed);
    const closed = next(g, 'disconnect');
    const line = lineFor(teacher, gone!.id, (x) => x.removed && !x.present);
    expect(
      await ask(teacher, rosterEvents.remove, { liveClassId: classId, userId: gone!.id }),
    ).toMatchObject({ status: 1 });
    expect(removedSchema.parse(await told)).toEqual({
      liveClassId: classId,
      message: liveRosterTexts.removed,
    });
    expect(await closed).toBe('io server disconnect');
    await line;

    // Back in by the socket, the join call, the channel: refused with the reason.
    const back = await connect(gone!.token);
    expect(await ask(back, ev.join, { liveClassId: classId })).toMatchObject({
      status: 0,
      httpStatus: 403,
      content: liveRosterTexts.removed,
    });
    expect(await ask(back, ev.chatSend, { liveClassId: classId, text: 'let me in' })).toMatchObject(
      { httpStatus: 403 },
    );
    const rejoin = await t.call({
      method: 'POST',
      url: '/api/events/live-class',
      token: gone!.token,
      payload: { liveClassId: classId, userAgent: 'test', browser: 'test' },
    });
    expect(rejoin.statusCode).toBe(403);
    expect(rejoin.body).toMatchObject({ status: 0, content: liveRosterTexts.removed });
    const channel = await t.call({
      method: 'GET',
      url: `/api/livestream/channel/channelId/${classId}`,
      token: gone!.token,
    });
    expect(channel.statusCode).toBe(403);

    // The other member is untouched.
    expect(s.connected).toBe(true);
    expect((await ask(s, ev.chatSend, { liveClassId: classId, text: 'still here' })).status).toBe(
      1,
    );
    expect(await auditOf(classId)).toEqual([
      {
        studio_id: NORTHLOOP_ID,
        actor_id: instructor.id,
        action: 'live_member.remove',
        after: { member: 'Eve E.', memberId: gone!.id },
      },
    ]);
    // The console's audit page reads it for the studio's admin, by the instructor's name.
    const admin = await newStudioAdmin(NORTHLOOP_ID);
    const page = await t.call({
      method: 'GET',
      url: `/api/console/audit?studioId=${NORTHLOOP_ID}`,
      token: admin.token,
    });
    expect(page.statusCode).toBe(200);
    expect(
      (page.body as { content: { entries: { action: string }[] } }).content.entries[0],
    ).toMatchObject({ action: 'live_member.remove', actorId: instructor.id });
  });
});
