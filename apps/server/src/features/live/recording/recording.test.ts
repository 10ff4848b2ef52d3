// POST /api/livestream/recording/{liveClassId}/parts: who may upload, retries, sizes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiErrorCodes,
  liveTexts,
  RECORDING_PART_MAX_BYTES,
  recordingTexts,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { expectOk } from '../../../../test/answer.ts';
import {
  bookedClassInWindow,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../../test/live-kit.ts';
import { cut, goLive, tempDataDir, testWebm, uploadPart } from '../../../../test/recording-kit.ts';
import { partKeyOf } from './recording-keys.ts';

let t: TestApp;
let parts: Buffer[];
beforeAll(async () => {
  const dir = tempDataDir();
  t = await createTestApp({ env: { DATA_DIR: dir } });
  parts = cut(testWebm(dir, 1), 3);
});
afterAll(() => t.close());

const TAKE = 'take-aaaaaaaa';

/** A booked northloop class in its window, on air with a fresh instructor of the studio. */
async function onAir() {
  const { classId, member } = await bookedClassInWindow(t);
  const teacher = await newInstructor(t, NORTHLOOP_ID);
  const streamId = await goLive(t, teacher.token, classId);
  return { classId, member, teacher, streamId };
}

const recordingState = async (classId: number) =>
  (
    await t.db.query<{ state: string }>(
      'SELECT state FROM live_recordings WHERE live_class_id = $1',
      [classId],
    )
  )[0]?.state;

const storedParts = (classId: number) =>
  t.db.query<{ take: string; sequence: number; bytes: number }>(
    `SELECT p.take, p.sequence, p.bytes FROM live_recording_parts p
       JOIN live_recordings r ON r.id = p.recording_id
      WHERE r.live_class_id = $1 ORDER BY p.take, p.sequence`,
    [classId],
  );

describe('POST /api/livestream/recording/{liveClassId}/parts', () => {
  it('stores the parts of the instructor on air, in one recording, and a reload’s new take beside them', async () => {
    const { classId, teacher } = await onAir();
    for (const [sequence, body] of parts.entries()) {
      const res = await uploadPart(t, teacher.token, classId, { take: TAKE, sequence, body });
      expectOk(res);
      expect(res.body.content).toMatchObject({ liveClassId: classId, sequence, stored: true });
    }
    // The page reloaded: a new recorder, a new take, starting again at 0.
    const reload = await uploadPart(t, teacher.token, classId, {
      take: 'take-bbbbbbbb',
      sequence: 0,
      body: parts[0]!,
    });
    expectOk(reload);
    expect(await storedParts(classId)).toEqual([
      ...parts.map((p, i) => ({ take: TAKE, sequence: i, bytes: p.length })),
      { take: 'take-bbbbbbbb', sequence: 0, bytes: parts[0]!.length },
    ]);
    const [rec] = await t.db.query<{ id: number; state: string; n: number }>(
      `SELECT r.id, r.state, (SELECT count(*)::int FROM live_recordings WHERE live_class_id = $1) AS n
         FROM live_recordings r WHERE r.live_class_id = $1`,
      [classId],
    );
    expect(rec).toMatchObject({ state: 'recording', n: 1 });
    const stored = await t.deps.storage.read(partKeyOf(rec!.id, TAKE, 1));
    const chunks: Buffer[] = [];
    for await (const c of stored!) chunks.push(c as Buffer);
    expect(Buffer.concat(chunks).equals(parts[1]!)).toBe(true);
  });

  it('stores a part sent twice (a retry) once, and says so', async () => {
    const { classId, teacher } = await onAir();
    const first = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 0,
      body: parts[0]!,
    });
    const again = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 0,
      body: parts[0]!,
    });
    expectOk(first);
    expect(first.body.content.stored).toBe(true);
    expectOk(again);
    expect(again.body.content.stored).toBe(false);
    expect(await storedParts(classId)).toHaveLength(1);
  });

  it('refuses a member, an instructor of another studio and a class not on air, storing nothing', async () => {
    const { classId, member } = await onAir();
    const outsider = await newInstructor(t, await otherStudioId(t));
    const body = parts[0]!;
    const asMember = await uploadPart(t, member.token, classId, { take: TAKE, sequence: 0, body });
    expect(asMember.statusCode).toBe(403);
    expect(asMember.body.content).toBe(liveTexts.notInstructor);
    const asOutsider = await uploadPart(t, outsider.token, classId, {
      take: TAKE,
      sequence: 0,
      body,
    });
    expect(asOutsider.statusCode).toBe(403);
    const anonymous = await t.call({
      method: 'POST',
      url: `/api/livestream/recording/${classId}/parts?take=${TAKE}&sequence=0`,
      headers: { 'content-type': 'video/webm' },
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedParts(classId)).toEqual([]);

    const offAir = await bookedClassInWindow(t);
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const notLive = await uploadPart(t, teacher.token, offAir.classId, {
      take: TAKE,
      sequence: 0,
      body,
    });
    expect(notLive.statusCode).toBe(409);
    expect(notLive.body.content).toBe(recordingTexts.notOnAir);
  });

  it('refuses a part over the size limit, an empty one, one not WebM and a first part without a WebM header', async () => {
    const { classId, teacher } = await onAir();
    const big = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: Buffer.alloc(RECORDING_PART_MAX_BYTES + 1, 1),
    });
    expect(big.statusCode).toBe(413);
    expect(big.body).toEqual({ status: 0, content: recordingTexts.partTooLarge });
    const empty = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: Buffer.alloc(0),
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.body.content).toBe(recordingTexts.partEmpty);
    const json = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: Buffer.from('{"a":1}'),
      type: 'application/json',
    });
    expect(json.statusCode).toBe(415);
    expect(json.body.content).toBe(recordingTexts.notWebm);
    const headless = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 0,
      body: parts[1]!,
    });
    expect(headless.statusCode).toBe(400);
    expect(headless.body.content).toBe(recordingTexts.firstPartNotWebm);
    const badTake = await uploadPart(t, teacher.token, classId, {
      take: '../../x',
      sequence: 0,
      body: parts[0]!,
    });
    expect(badTake.statusCode).toBe(400);
    expect(badTake.body.content).toBe(recordingTexts.badTake);
    expect(await storedParts(classId)).toEqual([]);
  });

  it('refuses a later part of a take without its part 0, and a later part that begins another file', async () => {
    const { classId, teacher } = await onAir();
    // A page sends a take's parts in order, part 0 first: a later one alone is no WebM stream.
    const orphan = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: parts[1]!,
    });
    expect(orphan.statusCode).toBe(409);
    expect(orphan.body.content).toBe(recordingTexts.takeWithoutStart);
    expectOk(
      await uploadPart(t, teacher.token, classId, { take: TAKE, sequence: 0, body: parts[0]! }),
    );
    for (const body of [
      parts[0]!,
      Buffer.from('#EXTM3U\n#EXTINF:3,\n/srv/media/class.ts\n#EXT-X-ENDLIST\n'),
    ]) {
      const res = await uploadPart(t, teacher.token, classId, { take: TAKE, sequence: 1, body });
      expect(res.statusCode).toBe(400);
      expect(res.body.content).toBe(recordingTexts.partNotWebm);
    }
    expect(await storedParts(classId)).toEqual([
      { take: TAKE, sequence: 0, bytes: parts[0]!.length },
    ]);
    // The part that goes on with the take is taken.
    expectOk(
      await uploadPart(t, teacher.token, classId, { take: TAKE, sequence: 1, body: parts[1]! }),
    );
  });

  it('refuses parts once the recording holds its limit', async () => {
    const { classId, teacher } = await onAir();
    const first = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 0,
      body: parts[0]!,
    });
    expectOk(first);
    // Hours of class already stored (the rows only: the limit reads them).
    await t.db.query(
      `INSERT INTO live_recording_parts (recording_id, take, sequence, bytes, received_at)
       SELECT $1, 'take-filled', n, 2000000000, now() FROM generate_series(0, 4) AS n`,
      [first.body.content.recordingId],
    );
    const next = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: parts[1]!,
    });
    expect(next.statusCode).toBe(413);
    expect(next.body.content).toBe(recordingTexts.recordingFull);
  });

  it('takes no more parts once the class has ended, until it goes live again within its time: then the recording goes on', async () => {
    const { classId, teacher, streamId } = await onAir();
    const body = parts[0]!;
    expect(
      (await uploadPart(t, teacher.token, classId, { take: TAKE, sequence: 0, body })).statusCode,
    ).toBe(200);
    const end = await t.call({
      method: 'DELETE',
      url: `/rest/v2/broadcasts/${streamId}`,
      token: teacher.token,
    });
    expectOk(end);
    expect(await recordingState(classId)).toBe('processing');
    // Off the air: a part is refused.
    const offAir = await uploadPart(t, teacher.token, classId, {
      take: TAKE,
      sequence: 1,
      body: parts[1]!,
    });
    expect(offAir.statusCode).toBe(409);
    expect(offAir.body.content).toBe(recordingTexts.notOnAir);

    // Live again within the class's time (ended by mistake): a second take of the same recording.
    const again = await goLive(t, teacher.token, classId);
    const second = await uploadPart(t, teacher.token, classId, {
      take: 'take-cccccccc',
      sequence: 0,
      body,
    });
    expectOk(second);
    expect(second.body.content).toMatchObject({ sequence: 0, stored: true });
    expect(await recordingState(classId)).toBe('recording');
    expect(await storedParts(classId)).toEqual([
      { take: TAKE, sequence: 0, bytes: body.length },
      { take: 'take-cccccccc', sequence: 0, bytes: body.length },
    ]);
    expectOk(
      await t.call({ method: 'DELETE', url: `/rest/v2/broadcasts/${again}`, token: teacher.token }),
    );
    expect(await recordingState(classId)).toBe('processing');
  });

  it('takes no part of a closed recording once the class’s time is over, even on air', async () => {
    const { classId, teacher, streamId } = await onAir();
    const body = parts[0]!;
    expectOk(await uploadPart(t, teacher.token, classId, { take: TAKE, sequence: 0, body }));
    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${streamId}`,
        token: teacher.token,
      }),
    );
    // Live again just before the end; its first part comes after it, when the class cannot resume.
    await goLive(t, teacher.token, classId);
    const [cls] = await t.db.query<{ ends: Date }>(
      "SELECT scheduled_at + minutes_duration * interval '1 minute' AS ends FROM live_classes WHERE id = $1",
      [classId],
    );
    const past = new Date(cls!.ends).getTime() + MINUTE - t.clock.now().getTime();
    t.clock.advance(past);
    try {
      const late = await uploadPart(t, teacher.token, classId, {
        take: 'take-cccccccc',
        sequence: 0,
        body,
      });
      expect(late.statusCode).toBe(409);
      expect(late.body).toEqual({
        status: 0,
        content: recordingTexts.closed,
        code: apiErrorCodes.recordingClosed,
      });
      expect(await recordingState(classId)).toBe('processing');
    } finally {
      t.clock.advance(-past);
    }
  });
});
