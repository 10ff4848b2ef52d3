import { describe, expect, it } from 'vitest';
import type { Socket } from 'socket.io-client';
import {
  boardSchema,
  cheerSentSchema,
  highFivedSchema,
  LIVE_HIGH_FIVES_PER_MINUTE,
  LIVE_REACTIONS_PER_MINUTE,
  LIVE_SHOUT_OUTS_PER_MINUTE,
  liveBoardEvents as board,
  liveCheerEvents as cheer,
  liveCheerTexts as texts,
  liveSocketEvents as ev,
  liveSocketTexts,
  reactionSchema,
  shoutedOutSchema,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { bookedClassInWindow, newInstructor, NORTHLOOP_ID } from '../../../../test/live-kit.ts';
import { newCustomer } from '../../../../test/schedule-fixtures.ts';
import {
  ask,
  contentOf,
  heardOn,
  listeningLiveApp,
  next,
} from '../../../../test/live-socket-kit.ts';
import { seatIdOf } from './board-lines.ts';

let t: TestApp;
let url: string;
const clients = listeningLiveApp((app, at) => {
  t = app;
  url = at;
});

const rename = (app: TestApp, id: number, first: string, last: string) =>
  app.db.query('UPDATE users SET first_name = $1, last_name = $2 WHERE id = $3', [first, last, id]);
const seatOf = (app: TestApp, liveClassId: number, userId: number) =>
  seatIdOf(app.deps.config.media.signingSecret, liveClassId, userId);

/** A connection of `token` to `at` in the class's room. */
async function inRoom(token: string, liveClassId: number, at = url): Promise<Socket> {
  const s = await clients.connect(at, token);
  expect((await ask(s, ev.join, { liveClassId })).status).toBe(1);
  return s;
}
const onBoard = async (s: Socket, liveClassId: number) =>
  contentOf(await ask(s, board.join, { liveClassId, show: 'name' }), boardSchema);

const highFive = (s: Socket, liveClassId: number, seat: string) =>
  ask(s, cheer.highFive, { liveClassId, seat });
const shoutOut = (s: Socket, liveClassId: number, seat: string) =>
  ask(s, cheer.shoutOut, { liveClassId, seat });
const react = (s: Socket, liveClassId: number, reaction: string) =>
  ask(s, cheer.react, { liveClassId, reaction });
/** Long enough for anything sent to have arrived on this machine's loopback. */
const settle = () => new Promise((done) => setTimeout(done, 300));

/** A class with Ann and Bea on its board, Cal in the room off it, and its instructor in the room. */
async function classWithBoard(app = t, urls = [url, url, url, url]) {
  const { classId, members } = await bookedClassInWindow(app, {}, 3);
  const [ann, bea, cal] = members;
  await rename(app, ann!.id, 'Ann', 'Adams');
  await rename(app, bea!.id, 'Bea', 'Brown');
  const instructor = await newInstructor(app, NORTHLOOP_ID);
  await rename(app, instructor.id, 'Ivy', 'Irving');
  const [a, b, c] = await Promise.all(members.map((m, i) => inRoom(m.token, classId, urls[i])));
  const teacher = await inRoom(instructor.token, classId, urls[3]);
  await onBoard(a!, classId);
  await onBoard(b!, classId);
  const seat = (m: { id: number }) => seatOf(app, classId, m.id);
  return { classId, a: a!, b: b!, c: c!, teacher, ann: ann!, bea: bea!, cal: cal!, seat };
}

describe('high-fives', () => {
  it('reach only the member high-fived, with the sender’s board label', async () => {
    const { classId, a, b, c, teacher, bea, seat } = await classWithBoard();
    const others = [a, c, teacher].map((s) => heardOn(s, cheer.highFived));
    const got = next(b, cheer.highFived);
    const sent = contentOf(await highFive(a, classId, seat(bea)), cheerSentSchema);
    expect(sent).toEqual({ liveClassId: classId, to: 'Bea B.' });
    expect(highFivedSchema.parse(await got)).toEqual({ liveClassId: classId, from: 'Ann A.' });
    await settle();
    expect(others).toEqual([[], [], []]);
  });

  it('go only between members both on the board, never to oneself', async () => {
    const { classId, a, c, teacher, ann, bea, cal, seat } = await classWithBoard();
    const refused = (status: number, content: string) => ({
      status: 0,
      httpStatus: status,
      content,
    });
    expect(await highFive(a, classId, seat(ann))).toMatchObject(refused(400, texts.notYourself));
    // Cal is in the room but not on the board: he cannot send one, nor be sent one.
    expect(await highFive(c, classId, seat(bea))).toMatchObject(refused(403, texts.joinBoardFirst));
    expect(await highFive(a, classId, seat(cal))).toMatchObject(refused(404, texts.notOnBoard));
    expect(await highFive(teacher, classId, seat(bea))).toMatchObject(
      refused(403, texts.onlyMembersHighFive),
    );
    expect(await highFive(a, classId, 'not a seat')).toMatchObject(
      refused(400, texts.chooseMember),
    );
    // A seat of another class's board is no seat on this one.
    expect(await highFive(a, classId, seatOf(t, classId + 1, bea.id))).toMatchObject(
      refused(404, texts.notOnBoard),
    );
  });

  it('are refused to a member who has not booked the class, and in a room one is not in', async () => {
    const { classId, seat, bea } = await classWithBoard();
    const stranger = await clients.connect(url, (await newCustomer(t, NORTHLOOP_ID)).token);
    expect((await ask(stranger, ev.join, { liveClassId: classId })).status).toBe(0);
    for (const answer of [
      await highFive(stranger, classId, seat(bea)),
      await react(stranger, classId, 'clap'),
      await shoutOut(stranger, classId, seat(bea)),
    ])
      expect(answer).toMatchObject({ httpStatus: 403, content: liveSocketTexts.notInRoom });
  });

  it(`are limited to one a member every few seconds, and ${LIVE_HIGH_FIVES_PER_MINUTE} a minute`, async () => {
    const { classId, a, b, bea, cal, seat } = await classWithBoard();
    const heard = heardOn(b, cheer.highFived);
    expect((await highFive(a, classId, seat(bea))).status).toBe(1);
    expect(await highFive(a, classId, seat(bea))).toMatchObject({
      httpStatus: 429,
      content: texts.sameMemberTooSoon,
    });
    // Tries at a seat not on the board count too: a flood of them costs no read of the board.
    for (let i = 1; i < LIVE_HIGH_FIVES_PER_MINUTE - 1; i++)
      expect(await highFive(a, classId, seat(cal))).toMatchObject({ httpStatus: 404 });
    expect(await highFive(a, classId, seat(bea))).toMatchObject({
      httpStatus: 429,
      content: texts.highFivesTooFast,
    });
    await settle();
    expect(heard).toHaveLength(1);
  });
});

describe('shout-outs', () => {
  it('reach only the member called out, from the class’s instructor only', async () => {
    const { classId, a, b, c, teacher, bea, cal, seat } = await classWithBoard();
    const others = [a, c, teacher].map((s) => heardOn(s, cheer.shoutedOut));
    const got = next(b, cheer.shoutedOut);
    const sent = contentOf(await shoutOut(teacher, classId, seat(bea)), cheerSentSchema);
    expect(sent).toEqual({ liveClassId: classId, to: 'Bea B.' });
    expect(shoutedOutSchema.parse(await got)).toEqual({ liveClassId: classId, from: 'Ivy' });
    expect(await shoutOut(a, classId, seat(bea))).toMatchObject({
      httpStatus: 403,
      content: texts.onlyInstructorShoutsOut,
    });
    expect(await shoutOut(teacher, classId, seat(cal))).toMatchObject({
      httpStatus: 404,
      content: texts.notOnBoard,
    });
    await settle();
    expect(others).toEqual([[], [], []]);
  });

  it(`are limited to ${LIVE_SHOUT_OUTS_PER_MINUTE} a minute`, async () => {
    const { classId, teacher, bea, seat } = await classWithBoard();
    for (let i = 0; i < LIVE_SHOUT_OUTS_PER_MINUTE; i++)
      expect((await shoutOut(teacher, classId, seat(bea))).status).toBe(1);
    expect(await shoutOut(teacher, classId, seat(bea))).toMatchObject({
      httpStatus: 429,
      content: texts.shoutOutsTooFast,
    });
  });
});

describe('reactions', () => {
  it('reach the class’s instructors only, without the member’s name, from a fixed set', async () => {
    const { classId, a, b, c, teacher } = await classWithBoard();
    const members = [a, b].map((s) => heardOn(s, cheer.reaction));
    const got = next(teacher, cheer.reaction);
    // Off the board is no matter: every member in the room may react.
    expect((await react(c, classId, 'fire')).status).toBe(1);
    expect(reactionSchema.parse(await got)).toEqual({ liveClassId: classId, reaction: 'fire' });
    expect(await react(c, classId, 'poop')).toMatchObject({
      httpStatus: 400,
      content: texts.chooseReaction,
    });
    expect(await react(teacher, classId, 'clap')).toMatchObject({
      httpStatus: 403,
      content: texts.onlyMembersReact,
    });
    await settle();
    expect(members).toEqual([[], []]);
  });

  it(`are limited to ${LIVE_REACTIONS_PER_MINUTE} a minute`, async () => {
    const { classId, c, teacher } = await classWithBoard();
    const heard = heardOn(teacher, cheer.reaction);
    for (let i = 0; i < LIVE_REACTIONS_PER_MINUTE; i++)
      expect((await react(c, classId, 'clap')).status).toBe(1);
    expect(await react(c, classId, 'clap')).toMatchObject({
      httpStatus: 429,
      content: texts.reactionsTooFast,
    });
    await settle();
    expect(heard).toHaveLength(LIVE_REACTIONS_PER_MINUTE);
  });
});

describe('after leaving', () => {
  it('nothing reaches a member who left the board, the room, or closed the page', async () => {
    const { classId, a, b, teacher, bea, seat } = await classWithBoard();
    // A second page of Bea's in the room but not on the board hears nothing either.
    const second = await inRoom(bea.token, classId);
    const heard = [b, second].flatMap((s) => [
      heardOn(s, cheer.highFived),
      heardOn(s, cheer.shoutedOut),
    ]);
    const gone = { httpStatus: 404, content: texts.notOnBoard };
    expect((await ask(b, board.leave, { liveClassId: classId })).status).toBe(1);
    expect(await highFive(a, classId, seat(bea))).toMatchObject(gone);
    expect(await shoutOut(teacher, classId, seat(bea))).toMatchObject(gone);
    await onBoard(b, classId);
    expect((await ask(b, ev.leave, { liveClassId: classId })).status).toBe(1);
    expect(await shoutOut(teacher, classId, seat(bea))).toMatchObject(gone);
    // Out of the room, the cheers are closed to the one who left too.
    expect(await react(b, classId, 'clap')).toMatchObject({ httpStatus: 403 });
    // A page on the board that closes takes its seat with it.
    const third = await inRoom(bea.token, classId);
    await onBoard(third, classId);
    expect((await shoutOut(teacher, classId, seat(bea))).status).toBe(1);
    third.disconnect();
    await settle();
    expect(await shoutOut(teacher, classId, seat(bea))).toMatchObject(gone);
    expect(heard.flat()).toEqual([]);
  });

  it('a sender who left the board sends no more, and an instructor who left hears no reactions', async () => {
    const { classId, a, b, c, teacher, bea, seat } = await classWithBoard();
    const heard = heardOn(b, cheer.highFived);
    expect((await ask(a, board.leave, { liveClassId: classId })).status).toBe(1);
    expect(await highFive(a, classId, seat(bea))).toMatchObject({
      httpStatus: 403,
      content: texts.joinBoardFirst,
    });
    const reactions = heardOn(teacher, cheer.reaction);
    expect((await ask(teacher, ev.leave, { liveClassId: classId })).status).toBe(1);
    expect((await react(c, classId, 'heart')).status).toBe(1);
    expect(await shoutOut(teacher, classId, seat(bea))).toMatchObject({ httpStatus: 403 });
    await settle();
    expect(heard).toEqual([]);
    expect(reactions).toEqual([]);
  });
});

// Needs a Redis server; .ci/run points TEST_REDIS_URL at this machine's when it answers.
describe.skipIf(!process.env.TEST_REDIS_URL)('cheers across instances', () => {
  it('reach members and the instructor on another instance, and nobody who left there', async () => {
    const shared = await createTestApp({ env: { REDIS_URL: process.env.TEST_REDIS_URL! } });
    try {
      const urls = [
        await shared.app.listen({ port: 0, host: '127.0.0.1' }),
        await (await shared.secondInstance()).app.listen({ port: 0, host: '127.0.0.1' }),
      ];
      // Ann on the first instance; Bea, Cal and the instructor on the second.
      const room = await classWithBoard(shared, [urls[0]!, urls[1]!, urls[1]!, urls[1]!]);
      const { classId, a, b, teacher, ann, bea, seat } = room;
      const toBea = next(b, cheer.highFived, 3000);
      expect((await highFive(a, classId, seat(bea))).status).toBe(1);
      expect(highFivedSchema.parse(await toBea).from).toBe('Ann A.');
      const toAnn = next(a, cheer.shoutedOut, 3000);
      expect((await shoutOut(teacher, classId, seat(ann))).status).toBe(1);
      expect(shoutedOutSchema.parse(await toAnn).from).toBe('Ivy');
      const toTeacher = next(teacher, cheer.reaction, 3000);
      expect((await react(a, classId, 'strong')).status).toBe(1);
      expect(reactionSchema.parse(await toTeacher).reaction).toBe('strong');
      // Bea leaves the room on her instance: Ann's next high-five finds her gone.
      const heard = heardOn(b, cheer.highFived);
      expect((await ask(b, ev.leave, { liveClassId: classId })).status).toBe(1);
      shared.clock.advance(20_000);
      expect(await highFive(a, classId, seat(bea))).toMatchObject({ httpStatus: 404 });
      await settle();
      expect(heard).toEqual([]);
    } finally {
      await shared.close();
    }
  });
});
