// A recording's state and Retry: GET and POST /api/livestream/recording/{liveClassId}(/retry) for
// the class's teachers, and the studio console's list and Retry.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consoleTexts,
  liveTexts,
  recordedTitle,
  recordingStatusListSchema,
  recordingStatusSchema,
  recordingTexts,
} from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { expectOk } from '../../../../test/answer.ts';
import {
  bookedClassInWindow,
  newInstructor,
  NORTHLOOP_ID,
  otherStudioId,
} from '../../../../test/live-kit.ts';
import { cut, goLive, tempDataDir, testWebm, uploadPart } from '../../../../test/recording-kit.ts';
import { consoleCallers, type Callers } from '../../console/console-kit.ts';

let t: TestApp;
let part0: Buffer;
let who: Callers;
beforeAll(async () => {
  const dir = tempDataDir();
  t = await createTestApp({ env: { DATA_DIR: dir } });
  part0 = cut(testWebm(dir, 1), 2)[0]!;
  who = await consoleCallers(t);
});
afterAll(() => t.close());

const statusOf = (token: string, classId: number) =>
  t.call(
    { method: 'GET', url: `/api/livestream/recording/${classId}`, token },
    recordingStatusSchema,
  );
const retryOf = (token: string, classId: number) =>
  t.call(
    { method: 'POST', url: `/api/livestream/recording/${classId}/retry`, token },
    recordingStatusSchema,
  );

/** A class with its recording begun, and the recording's id. */
async function recorded(title = 'Status Flow') {
  const { classId, member } = await bookedClassInWindow(t, { title });
  const teacher = await newInstructor(t, NORTHLOOP_ID);
  const streamId = await goLive(t, teacher.token, classId);
  const res = await uploadPart(t, teacher.token, classId, {
    take: 'take-aaaaaaaa',
    sequence: 0,
    body: part0,
  });
  expectOk(res);
  return { classId, member, teacher, streamId, recordingId: res.body.content.recordingId };
}

const failRecording = (recordingId: number, why: string) =>
  t.db.query("UPDATE live_recordings SET state = 'failed', failure = $2 WHERE id = $1", [
    recordingId,
    why,
  ]);

const rowOf = async (recordingId: number) =>
  (
    await t.db.query<{ state: string; failure: string | null }>(
      'SELECT state, failure FROM live_recordings WHERE id = $1',
      [recordingId],
    )
  )[0]!;

describe('GET /api/livestream/recording/{liveClassId}', () => {
  it('answers the class’s teachers its state and dated title: none, recording, processing', async () => {
    const { classId } = await bookedClassInWindow(t, { title: 'Status Flow' });
    const teacher = await newInstructor(t, NORTHLOOP_ID);
    const [cls] = await t.db.query<{ scheduled_at: Date }>(
      'SELECT scheduled_at FROM live_classes WHERE id = $1',
      [classId],
    );
    const before = await statusOf(teacher.token, classId);
    expectOk(before);
    expect(before.body.content).toMatchObject({
      liveClassId: classId,
      recordingId: null,
      state: 'none',
      title: recordedTitle('Status Flow', cls!.scheduled_at),
      failure: null,
      videoId: null,
    });
    expect(before.body.content.title).toMatch(
      /^Status Flow, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/,
    );

    const streamId = await goLive(t, teacher.token, classId);
    expectOk(
      await uploadPart(t, teacher.token, classId, {
        take: 'take-aaaaaaaa',
        sequence: 0,
        body: part0,
      }),
    );
    const during = await statusOf(teacher.token, classId);
    expectOk(during);
    expect(during.body.content.state).toBe('recording');
    expect(during.body.content.recordingId).toEqual(expect.any(Number));
    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${streamId}`,
        token: teacher.token,
      }),
    );
    const after = await statusOf(teacher.token, classId);
    expectOk(after);
    expect(after.body.content.state).toBe('processing');
  });

  it('refuses a member of the class, an instructor of another studio and a class that does not exist', async () => {
    const { classId, member } = await recorded();
    const outsider = await newInstructor(t, await otherStudioId(t));
    for (const token of [member.token, outsider.token]) {
      const res = await statusOf(token, classId);
      expect(res.statusCode).toBe(403);
      expect(res.body.content).toBe(liveTexts.notInstructor);
      expect((await retryOf(token, classId)).statusCode).toBe(403);
    }
    expect((await statusOf(member.token, 999_999)).statusCode).toBe(404);
  });
});

describe('POST /api/livestream/recording/{liveClassId}/retry', () => {
  it('files a failed recording again, says why it failed until then, and does nothing more when asked again', async () => {
    const { classId, teacher, recordingId } = await recorded();
    await failRecording(recordingId, 'ffmpeg exited with 1: broken take');
    const failed = await statusOf(teacher.token, classId);
    expectOk(failed);
    expect(failed.body.content).toMatchObject({
      state: 'failed',
      failure: 'ffmpeg exited with 1: broken take',
    });

    const first = await retryOf(teacher.token, classId);
    expectOk(first);
    expect(first.body.content).toMatchObject({ recordingId, state: 'processing', failure: null });
    const updated = (
      await t.db.query<{ updated_at: Date }>(
        'SELECT updated_at FROM live_recordings WHERE id = $1',
        [recordingId],
      )
    )[0]!.updated_at;
    // Twice more (a double click, a retried request): the same answer, nothing changed.
    t.clock.advance(1000);
    for (let i = 0; i < 2; i++) {
      const again = await retryOf(teacher.token, classId);
      expectOk(again);
      expect(again.body.content).toEqual(first.body.content);
    }
    const [row] = await t.db.query<{ state: string; updated_at: Date }>(
      'SELECT state, updated_at FROM live_recordings WHERE id = $1',
      [recordingId],
    );
    expect(row).toEqual({ state: 'processing', updated_at: updated });
  });

  it('leaves a recording that has not failed as it is, and is 404 for a class never recorded', async () => {
    const { classId, teacher, recordingId } = await recorded();
    const recording = await retryOf(teacher.token, classId);
    expectOk(recording);
    expect(recording.body.content.state).toBe('recording');
    expect((await rowOf(recordingId)).state).toBe('recording');

    const { classId: unrecorded } = await bookedClassInWindow(t);
    const none = await retryOf(teacher.token, unrecorded);
    expect(none.statusCode).toBe(404);
    expect(none.body.content).toBe(recordingTexts.recordingNotFound);
  });
});

describe('the console’s recordings', () => {
  const listUrl = (studioId: number) => `/api/console/studios/${studioId}/recordings`;

  it('lists the studio’s recordings with their state and why one failed, for staff and its admins', async () => {
    const { classId, recordingId } = await recorded('Console Flow');
    await failRecording(recordingId, 'the recording holds no video');
    const [adminId] = (
      await t.db.query<{ user_id: number }>(
        `SELECT id AS user_id FROM users WHERE email = 'admin.brookspilates@jetsweat.example'`,
      )
    ).map((r) => r.user_id);
    await t.db.query(
      'INSERT INTO studio_admin_accounts (studio_id, user_id, created_at) VALUES ($1, $2, now()) ON CONFLICT DO NOTHING',
      [NORTHLOOP_ID, adminId],
    );
    for (const token of [who.staff, who.brooksAdmin]) {
      const res = await t.call(
        { method: 'GET', url: listUrl(NORTHLOOP_ID), token },
        recordingStatusListSchema,
      );
      expectOk(res);
      expect(res.body.content).toContainEqual(
        expect.objectContaining({
          liveClassId: classId,
          recordingId,
          state: 'failed',
          failure: 'the recording holds no video',
        }),
      );
      expect(res.body.content.every((r) => r.recordingId !== null)).toBe(true);
    }
    // An admin of another studio, and a member: refused, nothing read.
    for (const token of [who.bkAdmin, who.member]) {
      const res = await t.call({ method: 'GET', url: listUrl(NORTHLOOP_ID), token });
      expect(res.statusCode).toBe(403);
      expect(res.body.content).toBe(consoleTexts.notThisStudio);
    }
  });

  it('retries a failed recording once however often it is asked, and not another studio’s', async () => {
    const { recordingId } = await recorded('Console Retry');
    await failRecording(recordingId, 'ffmpeg was not found');
    const url = `${listUrl(NORTHLOOP_ID)}/${recordingId}/retry`;
    const first = await t.call({ method: 'POST', url, token: who.staff }, recordingStatusSchema);
    expectOk(first);
    expect(first.body.content).toMatchObject({ recordingId, state: 'processing', failure: null });
    const again = await t.call({ method: 'POST', url, token: who.staff }, recordingStatusSchema);
    expectOk(again);
    expect(again.body.content).toEqual(first.body.content);
    // Under another studio's address: not found there, and left as it is.
    await failRecording(recordingId, 'ffmpeg was not found');
    const elsewhere = await t.call({
      method: 'POST',
      url: `/api/console/studios/${await otherStudioId(t)}/recordings/${recordingId}/retry`,
      token: who.staff,
    });
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.body.content).toBe(recordingTexts.recordingNotFound);
    expect(await rowOf(recordingId)).toEqual({ state: 'failed', failure: 'ffmpeg was not found' });
  });
});
