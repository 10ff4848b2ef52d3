// The recording job: a class recorded while on air becomes, after "End class", an on-demand class
// of its studio with a real HLS rendition (ffmpeg), once however often the job runs.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  recordedTitle,
  recordingTexts,
  videoDetailSchema,
  videoListAnswerSchema,
} from '@jetsweat/contract';
import { expectOk } from '../../../../test/answer.ts';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { startTestQueue } from '../../../../test/job-queue-kit.ts';
import {
  bookedClassInWindow,
  MINUTE,
  newInstructor,
  NORTHLOOP_ID,
} from '../../../../test/live-kit.ts';
import { cut, goLive, tempDataDir, testWebm, uploadPart } from '../../../../test/recording-kit.ts';
import type { Background } from '../../../platform/jobs/background.ts';
import { newMember } from '../../videos/test-fixtures.ts';
import { recordedMediaOf, rungsFor } from '../../videos/service.ts';
import {
  encodeEndedTakes,
  fileWaitingRecordings,
  processRecording,
  RECORDING_GRACE_MINUTES,
  startRecordingJobs,
} from './recording-job.ts';
import { partKeyOf, recordingJob, TAKE_SETTLED_SECONDS } from './recording-keys.ts';

let t: TestApp;
let dataDir: string;
let background: Background;
let webm: Buffer;
let shortTake: Buffer;
beforeAll(async () => {
  dataDir = tempDataDir();
  t = await createTestApp({ env: { DATA_DIR: dataDir } });
  webm = testWebm(dataDir, 3);
  shortTake = testWebm(dataDir, 1, 'reload.webm');
  const started = await startTestQueue(t);
  background = started.background;
  t.deps.jobs.attach(started.queue);
  await startRecordingJobs(started.queue, t.deps, t.app.log);
});
afterAll(async () => {
  await background.stop();
  await t.close();
});

/** A northloop class on air with a fresh instructor, its recording uploaded in parts. */
async function recordedClass(takes: Buffer[] = [webm]) {
  const { classId } = await bookedClassInWindow(t, { title: 'Recorded Core Flow' });
  const teacher = await newInstructor(t, NORTHLOOP_ID);
  const streamId = await goLive(t, teacher.token, classId);
  for (const [i, take] of takes.entries())
    for (const [sequence, body] of cut(take, 3).entries()) {
      const res = await uploadPart(t, teacher.token, classId, {
        take: `take-${i}-aaaaaa`,
        sequence,
        body,
      });
      expectOk(res);
    }
  const [rec] = await t.db.query<{ id: number }>(
    'SELECT id FROM live_recordings WHERE live_class_id = $1',
    [classId],
  );
  return { classId, teacher, streamId, recordingId: rec!.id };
}

const recordingRow = async (id: number) =>
  (
    await t.db.query<{ state: string; video_id: number | null; failure: string | null }>(
      'SELECT state, video_id, failure FROM live_recordings WHERE id = $1',
      [id],
    )
  )[0]!;

async function waitForState(id: number, state: string) {
  for (let i = 0; i < 300; i++) {
    const row = await recordingRow(id);
    if (row.state === state) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`recording ${id} is ${(await recordingRow(id)).state}, not ${state}`);
}

const storedFile = (key: string) => path.join(dataDir, 'storage', ...key.split('/'));

/** How long the recording's published rendition plays, as ffprobe reads it. */
const renditionSeconds = (recordingId: number) =>
  Number(
    JSON.parse(
      execFileSync(
        'ffprobe',
        [
          ...['-v', 'error', '-show_entries', 'format=duration', '-of', 'json'],
          storedFile(`media/classes/recorded-${recordingId}/index.m3u8`),
        ],
        { encoding: 'utf8' },
      ),
    ).format.duration,
  );

/** When the class's scheduled time is over, in milliseconds. */
const classEnd = async (classId: number) => {
  const [cls] = await t.db.query<{ ends: Date }>(
    "SELECT scheduled_at + minutes_duration * interval '1 minute' AS ends FROM live_classes WHERE id = $1",
    [classId],
  );
  return new Date(cls!.ends).getTime();
};

describe('the recording job', () => {
  it('publishes the class, after End class, as an on-demand class of its studio that a member can play', async () => {
    const { recordingId, teacher, streamId } = await recordedClass([webm, shortTake]);
    const end = await t.call({
      method: 'DELETE',
      url: `/rest/v2/broadcasts/${streamId}`,
      token: teacher.token,
    });
    expectOk(end);
    const done = await waitForState(recordingId, 'ready');

    const [video] = await t.db.query<Record<string, unknown>>(
      `SELECT v.studio_id, v.title, v.duration_seconds, v.stream_path, v.poster_path, i.name AS instructor
         FROM videos v JOIN studio_instructors i ON i.id = v.instructor_id WHERE v.id = $1`,
      [done.video_id],
    );
    const [cls] = await t.db.query<{ instructor: string; scheduled_at: Date }>(
      'SELECT c.instructor, c.scheduled_at FROM live_classes c JOIN live_recordings r ON r.live_class_id = c.id WHERE r.id = $1',
      [recordingId],
    );
    expect(video).toMatchObject({
      studio_id: NORTHLOOP_ID,
      // Titled with its date and time: 'Recorded Core Flow, Dec 1, 4:00 PM ET'.
      title: recordedTitle('Recorded Core Flow', cls!.scheduled_at),
      // Four seconds of class, in whole minutes up (the library's shortest class is a minute).
      duration_seconds: 60,
      stream_path: `/media/classes/recorded-${recordingId}/index.m3u8`,
      instructor: cls!.instructor || 'Studio instructor',
    });

    // The rendition is valid HLS: ffprobe reads it, both takes joined (3 s + 1 s).
    const playlist = storedFile(`media/classes/recorded-${recordingId}/index.m3u8`);
    const probed = JSON.parse(
      execFileSync(
        'ffprobe',
        [
          '-v',
          'error',
          '-show_entries',
          'format=duration:stream=codec_name',
          '-of',
          'json',
          playlist,
        ],
        {
          encoding: 'utf8',
        },
      ),
    );
    expect(Number(probed.format.duration)).toBeGreaterThan(3.5);
    expect(Number(probed.format.duration)).toBeLessThan(5.5);
    // Each rung made carries its picture and its sound: the rungs up to the one that holds the
    // camera's 320x240 picture, here the first.
    const made = rungsFor(320, 240);
    expect(made.map((r) => r.name)).toEqual(['360p']);
    const codecs = probed.streams.map((s: { codec_name: string }) => s.codec_name).sort();
    expect(codecs).toEqual([...made.map(() => 'aac'), ...made.map(() => 'h264')]);
    expect(String(video!.title)).toMatch(
      /^Recorded Core Flow, [A-Z][a-z]{2} \d{1,2}, \d{1,2}:\d{2} [AP]M ET$/,
    );

    // A member finds it in the library and plays it through a signed link; its poster shows.
    const member = await newMember(t);
    const list = await t.call(
      {
        method: 'POST',
        url: '/api/video/videos',
        token: member.token,
        payload: { studio: NORTHLOOP_ID, sort: { newest: true }, pageSize: 5 },
      },
      videoListAnswerSchema,
    );
    expectOk(list);
    expect(list.body.content.map((v) => v.id)).toContain(done.video_id);
    const detail = await t.call(
      {
        method: 'GET',
        url: `/api/video/${done.video_id}`,
        token: member.token,
      },
      videoDetailSchema,
    );
    expectOk(detail);
    const { streamUrl } = detail.body.content;
    const master = await t.app.inject({ method: 'GET', url: streamUrl });
    expect(master.statusCode).toBe(200);
    expect(master.headers['content-type']).toContain('mpegurl');
    // Every rung made is served through the link.
    const rungs = master.body.split('\n').filter((l) => l.endsWith('.m3u8'));
    expect(rungs).toEqual(made.map((r) => `${r.name}.m3u8`));
    expect(master.body).toMatch(/RESOLUTION=640x360/);
    for (const rung of rungs) {
      const media = await t.app.inject({
        method: 'GET',
        url: streamUrl.replace(/index\.m3u8$/, rung),
      });
      expect(media.statusCode, rung).toBe(200);
      const segments = media.body.split('\n').filter((l) => l.endsWith('.ts'));
      expect(segments.length, rung).toBeGreaterThan(0);
      for (const segment of segments) {
        const ts = await t.app.inject({
          method: 'GET',
          url: streamUrl.replace(/index\.m3u8$/, segment),
        });
        expect(ts.statusCode, segment).toBe(200);
        expect(ts.rawPayload[0]).toBe(0x47); // an MPEG-TS sync byte
      }
    }
    const poster = await t.app.inject({ method: 'GET', url: String(video!.poster_path) });
    expect(poster.statusCode).toBe(200);
    expect(poster.headers['content-type']).toBe('image/jpeg');
  }, 60_000);

  it('keeps the parts while the class may resume, and removes them once its time is over', async () => {
    const { recordingId, classId, teacher, streamId } = await recordedClass();
    expectOk(
      await t.call({
        method: 'DELETE',
        url: `/rest/v2/broadcasts/${streamId}`,
        token: teacher.token,
      }),
    );
    await waitForState(recordingId, 'ready');
    expect(await t.deps.storage.list(`recordings/${recordingId}/parts/`)).toHaveLength(3);
    const past = (await classEnd(classId)) - t.clock.now().getTime();
    t.clock.advance(past);
    try {
      await fileWaitingRecordings(t.deps);
      expect(await t.deps.storage.list(`recordings/${recordingId}/`)).toEqual([]);
      expect(
        await t.db.query('SELECT 1 FROM live_recording_parts WHERE recording_id = $1', [
          recordingId,
        ]),
      ).toEqual([]);
      expect((await recordingRow(recordingId)).state).toBe('ready');
    } finally {
      t.clock.advance(-past);
    }
  }, 60_000);

  it('joins a second take into the same class when the instructor ends and goes live again within its time', async () => {
    const { recordingId, classId, teacher, streamId } = await recordedClass();
    const end = (id: string) =>
      t.call({ method: 'DELETE', url: `/rest/v2/broadcasts/${id}`, token: teacher.token });
    expectOk(await end(streamId));
    const first = await waitForState(recordingId, 'ready');
    // Ended by mistake: live again, a new page's take of one second.
    const again = await goLive(t, teacher.token, classId);
    for (const [sequence, body] of cut(shortTake, 2).entries())
      expectOk(
        await uploadPart(t, teacher.token, classId, { take: 'take-resumed', sequence, body }),
      );
    expect(await recordingRow(recordingId)).toMatchObject({
      state: 'recording',
      video_id: first.video_id,
    });
    expectOk(await end(again));
    const done = await waitForState(recordingId, 'ready');
    // The same on-demand class, made again from both takes: 3 s and 1 s.
    expect(done.video_id).toBe(first.video_id);
    expect(
      await t.db.query('SELECT id FROM videos WHERE slug LIKE $1', [`%-recorded-${recordingId}`]),
    ).toEqual([{ id: first.video_id }]);
    expect(renditionSeconds(recordingId)).toBeGreaterThan(3.5);
    expect(renditionSeconds(recordingId)).toBeLessThan(5.5);
  }, 90_000);

  it('makes the class again when a take comes in while a run works, rather than publishing it without', async () => {
    const { recordingId } = await recordedClass();
    await t.db.query("UPDATE live_recordings SET state = 'processing' WHERE id = $1", [
      recordingId,
    ]);
    const log = { info: () => undefined, error: () => undefined };
    // While this run reads the parts, the class resumes, a take is stored, and it ends again.
    let arrived = false;
    const storage = Object.create(t.deps.storage) as typeof t.deps.storage;
    storage.read = async (key) => {
      if (!arrived) {
        arrived = true;
        await t.deps.storage.put(partKeyOf(recordingId, 'take-resumed', 0), shortTake);
        await t.db.query(
          `INSERT INTO live_recording_parts (recording_id, take, sequence, bytes, received_at)
           VALUES ($1, 'take-resumed', 0, $2, $3)`,
          [recordingId, shortTake.length, new Date(t.clock.now().getTime() + MINUTE)],
        );
      }
      return t.deps.storage.read(key);
    };
    expect(await processRecording({ ...t.deps, storage }, recordingId, log)).toBe('superseded');
    expect(await recordingRow(recordingId)).toMatchObject({ state: 'processing', video_id: null });
    // Made now, by this run or by the queue's job for it (the sweep files one for every recording
    // waiting, and on a busy machine it can get there first: then this run finds it made).
    expect(['ready', 'skipped']).toContain(await processRecording(t.deps, recordingId, log));
    await waitForState(recordingId, 'ready');
    // Both takes are in it: 3 s and 1 s.
    expect(renditionSeconds(recordingId)).toBeGreaterThan(3.5);
  }, 60_000);

  it('encodes a take that has ended while the class is on air, so its end encodes only the last', async () => {
    const { recordingId, classId, teacher, streamId } = await recordedClass();
    // The page began its next take (as it does every few minutes).
    for (const [sequence, body] of cut(shortTake, 2).entries())
      expectOk(
        await uploadPart(t, teacher.token, classId, { take: 'take-1-aaaaaa', sequence, body }),
      );
    const log = { info: () => undefined, error: () => undefined };
    // The first take's last part came moments ago: it is not encoded yet.
    await encodeEndedTakes(t.deps, recordingId, log);
    const note = storedFile(`recordings/${recordingId}/encoded/take-0-aaaaaa.json`);
    expect(existsSync(note)).toBe(false);
    t.clock.advance((TAKE_SETTLED_SECONDS + 1) * 1000);
    try {
      // Through the job, as the sweep files it each minute: the sweep runs in this file too, and
      // the queue runs one job per recording at a time, so a direct call here could race it.
      const job = recordingJob(recordingId);
      await t.deps.jobs.send(job.name, job.data, job.options);
      for (let i = 0; i < 300 && !existsSync(note); i++)
        await new Promise((r) => setTimeout(r, 100));
      // Its segments are in the class's folder, its note beside its parts; the take still
      // recording is not encoded, and nothing is published.
      expect(existsSync(note)).toBe(true);
      const media = await t.deps.storage.list(recordedMediaOf(recordingId).storagePrefix);
      expect(media.some((k) => k.endsWith('/360p-take-0-aaaaaa-000.ts'))).toBe(true);
      expect(media.some((k) => k.includes('take-1-aaaaaa'))).toBe(false);
      expect(media.some((k) => k.endsWith('.m3u8'))).toBe(false);
      expect((await recordingRow(recordingId)).state).toBe('recording');
      const encodedAt = statSync(note).mtimeMs;

      expectOk(
        await t.call({
          method: 'DELETE',
          url: `/rest/v2/broadcasts/${streamId}`,
          token: teacher.token,
        }),
      );
      await waitForState(recordingId, 'ready');
      // The first take was not encoded again; both are joined, the player told where they meet.
      expect(statSync(note).mtimeMs).toBe(encodedAt);
      const playlist = readFileSync(
        storedFile(`media/classes/recorded-${recordingId}/360p.m3u8`),
        'utf8',
      );
      expect(playlist.match(/#EXT-X-DISCONTINUITY/g)).toHaveLength(1);
      expect(playlist).toMatch(/360p-take-0-aaaaaa-000\.ts[\s\S]*360p-take-1-aaaaaa-000\.ts/);
      expect(renditionSeconds(recordingId)).toBeGreaterThan(3.5);
    } finally {
      t.clock.advance(-(TAKE_SETTLED_SECONDS + 1) * 1000);
    }
  }, 60_000);

  it('makes one class however often the job runs at once', async () => {
    const { recordingId } = await recordedClass();
    await t.db.query("UPDATE live_recordings SET state = 'processing' WHERE id = $1", [
      recordingId,
    ]);
    const log = { info: () => undefined, error: () => undefined };
    const runs = await Promise.all([
      processRecording(t.deps, recordingId, log),
      processRecording(t.deps, recordingId, log),
    ]);
    expect(runs.sort()).toEqual(['ready', 'skipped']);
    expect(await processRecording(t.deps, recordingId, log)).toBe('skipped');
    const videos = await t.db.query('SELECT id FROM videos WHERE slug LIKE $1', [
      `%-recorded-${recordingId}`,
    ]);
    expect(videos).toHaveLength(1);
  }, 60_000);

  it('fails with a clear reason when ffmpeg is missing, keeping the parts', async () => {
    const { recordingId } = await recordedClass();
    await t.db.query("UPDATE live_recordings SET state = 'processing' WHERE id = $1", [
      recordingId,
    ]);
    const logged: string[] = [];
    const log = {
      info: () => undefined,
      error: (_o: object, msg: string) => void logged.push(msg),
    };
    const noFfmpeg = {
      ...t.deps,
      config: {
        ...t.deps.config,
        ffmpeg: { ffmpegPath: 'jetsweat-no-ffmpeg', ffprobePath: 'jetsweat-no-ffprobe' },
      },
    };
    expect(await processRecording(noFfmpeg, recordingId, log)).toBe('failed');
    const row = await recordingRow(recordingId);
    expect(row.state).toBe('failed');
    expect(row.failure).toMatch(/jetsweat-no-ffprobe was not found .*FFMPEG_PATH/);
    expect(logged.join('\n')).toMatch(/was not found/);
    expect(await t.deps.storage.list(`recordings/${recordingId}/`)).toHaveLength(3);
  });

  it('refuses a recording with a take that is not one WebM stream from its first byte, transcoding nothing', async () => {
    const { recordingId } = await recordedClass();
    // A take stored without its part 0 (as parts were taken before they were checked on arrival).
    await t.deps.storage.put(partKeyOf(recordingId, 'take-headless', 1), cut(webm, 3)[1]!);
    await t.db.query(
      `INSERT INTO live_recording_parts (recording_id, take, sequence, bytes, received_at)
       VALUES ($1, 'take-headless', 1, 10, now())`,
      [recordingId],
    );
    await t.db.query("UPDATE live_recordings SET state = 'processing' WHERE id = $1", [
      recordingId,
    ]);
    const log = { info: () => undefined, error: () => undefined };
    expect(await processRecording(t.deps, recordingId, log)).toBe('failed');
    expect(await recordingRow(recordingId)).toEqual({
      state: 'failed',
      video_id: null,
      failure: recordingTexts.takeNotWebm,
    });
    expect(await t.deps.storage.list(recordedMediaOf(recordingId).storagePrefix)).toEqual([]);
    // Its parts are kept, for an operator to look at.
    expect(await t.deps.storage.list(`recordings/${recordingId}/`)).toHaveLength(4);
  });

  it('closes the recording of a class whose end time passed with no End class, and files its job', async () => {
    const { recordingId, classId } = await recordedClass();
    const [cls] = await t.db.query<{ ends: Date }>(
      "SELECT scheduled_at + minutes_duration * interval '1 minute' AS ends FROM live_classes WHERE id = $1",
      [classId],
    );
    const past =
      new Date(cls!.ends).getTime() +
      (RECORDING_GRACE_MINUTES + 1) * MINUTE -
      t.clock.now().getTime();
    expect((await recordingRow(recordingId)).state).toBe('recording');
    expect(
      await t.db.query('SELECT 1 FROM live_broadcasts WHERE live_class_id = $1', [classId]),
    ).toHaveLength(1);
    t.clock.advance(past);
    try {
      // The sweep runs every minute; here, at once. (The queue's own run may have been first:
      // either way the one job is filed and the recording published.)
      await fileWaitingRecordings(t.deps);
      expect((await recordingRow(recordingId)).state).not.toBe('recording');
      // Its broadcast went off the air with it: the stream id is free again.
      expect(
        await t.db.query('SELECT 1 FROM live_broadcasts WHERE live_class_id = $1', [classId]),
      ).toEqual([]);
      await waitForState(recordingId, 'ready');
    } finally {
      t.clock.advance(-past);
    }
  }, 60_000);
});
