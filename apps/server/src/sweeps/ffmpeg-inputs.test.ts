// ffmpeg inputs sweep (issue 50, item 2): nothing a person sends makes the server's ffmpeg read a
// file they name. A local clip stands for media on the server's disk; each way the server runs
// ffmpeg (a recording's takes arriving, the recording job, the transcode they share, a console
// upload and its job, the generated pictures of the demo media) is fed an HLS playlist, an
// ffconcat list and other files naming that clip, and must refuse them or fail without reading
// it: no class is published, no rendition is stored.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { consoleVideoSchema, consoleVideoTexts, recordingTexts } from '@jetsweat/contract';
import { expectOk } from '../../test/answer.ts';
import { bookedClassInWindow, newInstructor } from '../../test/live-kit.ts';
import { cut, goLive, testWebm, uploadPart } from '../../test/recording-kit.ts';
import { BK } from '../features/console/console-kit.ts';
import {
  createUpload,
  detailsBody,
  patchUpload,
  videosUrl,
  videoTestApp,
} from '../features/console/videos/video-kit.ts';
import { processConsoleVideo } from '../features/console/videos/video-transcode-job.ts';
import { processRecording } from '../features/live/recording/recording-job.ts';
import { partKeyOf } from '../features/live/recording/recording-keys.ts';
import { transcodeTakes } from '../features/live/service.ts';
import { playlistSegments } from '../features/videos/ladder-master.ts';
import {
  FIRST_RUNG_PLAYLIST,
  recordedMediaOf,
  uploadedMediaOf,
} from '../features/videos/service.ts';
import { ffmpegArgs, MEDIA_CONTAINERS } from '../platform/runtime/ffmpeg.ts';
import { encodeHls } from '../../../../scripts/demo-media/encode-hls.mjs';

const { t, who, dataDir, bkInstructor } = await videoTestApp('ffmpeg-inputs');
afterAll(() => t.close());
const log = { info: () => undefined, error: () => undefined };

/** The server's own media, never uploaded by anyone: a clip far longer than any test records. */
const SECRET_SECONDS = 20;
const secretDir = mkdtempSync(path.join(os.tmpdir(), 'jetsweat-secret-media-'));
const secret = path.join(secretDir, 'secret-class.ts');
afterAll(() => rmSync(secretDir, { recursive: true, force: true }));
execFileSync(
  'ffmpeg',
  ffmpegArgs({
    inputs: [{ generated: `testsrc2=size=320x180:rate=25:duration=${SECRET_SECONDS}` }],
    args: [
      ...['-loglevel', 'error', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-f', 'mpegts', secret],
    ],
  }),
);

/** A second of class as MediaRecorder records it, in three parts. */
const webm = testWebm(dataDir, 1, 'sweep.webm');
const webmParts = cut(webm, 3);

const playlist = [
  '#EXTM3U',
  '#EXT-X-VERSION:3',
  `#EXT-X-TARGETDURATION:${SECRET_SECONDS}`,
  `#EXTINF:${SECRET_SECONDS}.0,`,
  secret,
  '#EXT-X-ENDLIST',
  '',
].join('\n');

/** An EBML element with a one-byte size. */
const element = (id: number[], body: Buffer) =>
  Buffer.concat([Buffer.from(id), Buffer.from([0x80 | body.length]), body]);
/** A real WebM beginning (its EBML header and a Segment of unknown size), then the playlist. */
const headedPlaylist = Buffer.concat([
  element([0x1a, 0x45, 0xdf, 0xa3], element([0x42, 0x82], Buffer.from('webm'))),
  Buffer.from([0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff, 0xff]),
  Buffer.from(playlist),
]);

/** A transport stream at first look (a sync byte every 188 bytes), each packet naming the clip. */
const packet = Buffer.alloc(188, '\n');
packet[0] = 0x47;
packet.write(`\n${secret}\n`, 1, 'latin1');

interface Hostile {
  name: string;
  body: Buffer;
  /**
   * Whether it is known for another file even after a take's real first part (a playlist, a new
   * header). Other bytes there are only more of the take, read as WebM like the rest.
   */
  anotherFile: boolean;
}

/** Every kind of file that makes a probing ffmpeg open the clip, or names it. */
const HOSTILE: Hostile[] = [
  { name: 'an HLS playlist naming a local file', body: Buffer.from(playlist), anotherFile: true },
  {
    name: 'an ffconcat list naming a local file',
    body: Buffer.from(`ffconcat version 1.0\nfile '${secret}'\n`),
    anotherFile: true,
  },
  { name: 'a WebM header followed by a playlist', body: headedPlaylist, anotherFile: true },
  {
    name: 'a transport-stream look-alike naming a local file',
    body: Buffer.concat(Array.from({ length: 8 }, () => packet)),
    anotherFile: false,
  },
];
const cases = HOSTILE.map((h) => [h.name, h] as const);

/** Everything a test app's file storage holds under `prefix`. */
const stored = (prefix: string) => t.deps.storage.list(prefix);

/**
 * How long the rendition stored under `prefix` plays (0 when none is): had ffmpeg read the clip,
 * it would play the clip's length.
 */
async function renditionSeconds(prefix: string): Promise<number> {
  const body = await t.deps.storage.read(`${prefix}${FIRST_RUNG_PLAYLIST}`);
  if (!body) return 0;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return playlistSegments(Buffer.concat(chunks).toString()).reduce((n, s) => n + s.seconds, 0);
}

/** A northloop class on air with a fresh instructor of the studio. */
async function onAir() {
  const { classId } = await bookedClassInWindow(t);
  const teacher = await newInstructor(t);
  await goLive(t, teacher.token, classId);
  return { classId, teacher };
}

/** The class's recording closed and run by the job: its outcome, row and rendition's length. */
async function processed(recordingId: number) {
  await t.db.query("UPDATE live_recordings SET state = 'processing' WHERE id = $1", [recordingId]);
  const outcome = await processRecording(t.deps, recordingId, log);
  const [row] = await t.db.query<{ state: string; failure: string | null }>(
    'SELECT state, failure FROM live_recordings WHERE id = $1',
    [recordingId],
  );
  const prefix = recordedMediaOf(recordingId).storagePrefix;
  return {
    outcome,
    row: row!,
    seconds: await renditionSeconds(prefix),
    files: await stored(prefix),
  };
}

/** Refused by the job, with its reason, and nothing transcoded or stored. */
function expectRefusedTake(p: Awaited<ReturnType<typeof processed>>) {
  expect(p.outcome).toBe('failed');
  expect(p.row).toEqual({ state: 'failed', failure: recordingTexts.takeNotWebm });
  expect(p.files).toEqual([]);
}

describe('a recording take', () => {
  it.each(cases)(
    'is refused on arrival where a part is %s',
    async (_, h) => {
      const { classId, teacher } = await onAir();
      const send = (take: string, sequence: number, body = h.body) =>
        uploadPart(t, teacher.token, classId, { take, sequence, body });
      // As the first part stored (a later one: the old check looked at part 0 only) ...
      const alone = await send('take-hostile-a', 1);
      expect(alone.body.content).toBe(
        h.anotherFile ? recordingTexts.partNotWebm : recordingTexts.takeWithoutStart,
      );
      expect(alone.statusCode).toBe(h.anotherFile ? 400 : 409);
      // ... as part 0 ...
      const first = await send('take-hostile-b', 0);
      expect(first.statusCode).toBe(400);
      expect(first.body.content).toBe(recordingTexts.firstPartNotWebm);
      // ... and after a real part 0.
      const real = await send('take-hostile-c', 0, webmParts[0]!);
      expectOk(real);
      const after = await send('take-hostile-c', 1);
      if (h.anotherFile) expect(after.body.content).toBe(recordingTexts.partNotWebm);
      else expectOk(after);
      const takes = await t.db.query<{ take: string }>(
        'SELECT DISTINCT take FROM live_recording_parts WHERE recording_id = $1',
        [real.body.content.recordingId],
      );
      expect(takes).toEqual([{ take: 'take-hostile-c' }]);
      // What was taken is published as the instructor's second, never as the clip.
      const p = await processed(real.body.content.recordingId);
      expect(p.seconds).toBeLessThan(SECRET_SECONDS / 2);
    },
    60_000,
  );

  /**
   * A class whose recording holds a real take and the stored `parts` of another (as a page could
   * store them before parts were checked on arrival), run by the job.
   */
  async function processedWith(parts: { sequence: number; body: Buffer }[]) {
    const { classId, teacher } = await onAir();
    const real = { take: 'take-real-aa', sequence: 0, body: webmParts[0]! };
    const ok = await uploadPart(t, teacher.token, classId, real);
    expectOk(ok);
    const { recordingId } = ok.body.content;
    for (const p of parts) {
      await t.deps.storage.put(partKeyOf(recordingId, 'take-stored-b', p.sequence), p.body);
      await t.db.query(
        `INSERT INTO live_recording_parts (recording_id, take, sequence, bytes, received_at)
         VALUES ($1, 'take-stored-b', $2, $3, now())`,
        [recordingId, p.sequence, p.body.length],
      );
    }
    return processed(recordingId);
  }

  it.each(cases)(
    'already stored is refused by the job where a part is %s',
    async (_, h) => {
      expectRefusedTake(await processedWith([{ sequence: 1, body: h.body }]));
      expectRefusedTake(await processedWith([{ sequence: 0, body: h.body }]));
      const after = await processedWith([
        { sequence: 0, body: webmParts[0]! },
        { sequence: 1, body: h.body },
      ]);
      if (h.anotherFile) expectRefusedTake(after);
      else expect(after.seconds).toBeLessThan(SECRET_SECONDS / 2);
    },
    60_000,
  );
});

describe('the transcode recordings and uploads share', () => {
  it.each(cases)(
    'reads %s as the container it is told, never the file it names',
    async (_, h) => {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'jetsweat-hostile-'));
      const file = path.join(dir, 'input');
      writeFileSync(file, h.body);
      for (const container of MEDIA_CONTAINERS) {
        const out = path.join(dir, `out-${container}`);
        mkdirSync(out);
        await expect(
          transcodeTakes(t.config.ffmpeg, [{ file, container }], out),
          container,
        ).rejects.toThrow();
        expect(readdirSync(out), container).toEqual([]);
      }
    },
    60_000,
  );
});

describe('a console upload', () => {
  const newVideo = () =>
    t.okContent(
      {
        method: 'POST',
        url: videosUrl(BK),
        token: who.bkAdmin,
        payload: detailsBody(bkInstructor),
      },
      consoleVideoSchema,
      201,
    );
  const failure = async (id: number) =>
    (
      await t.db.query<{ state: string; failure: string | null }>(
        'SELECT state, failure FROM console_videos WHERE id = $1',
        [id],
      )
    )[0]!;

  it.each(cases)('of %s is refused, or fails to transcode without reading it', async (_, h) => {
    const v = await newVideo();
    const created = await createUpload(t, who.bkAdmin, { videoId: v.id, length: h.body.length });
    const done = await patchUpload(t, who.bkAdmin, created.headers.location as string, h.body);
    if (done.statusCode === 415) expect(done.body).toBe(consoleVideoTexts.notAVideo);
    else {
      // Taken for a video by its first bytes: the transcode reads it as that and fails.
      expect(done.statusCode).toBe(204);
      expect(await processConsoleVideo(t.deps, v.id, log)).toBe('failed');
      expect((await failure(v.id)).state).toBe('failed');
    }
    expect(await stored(uploadedMediaOf(v.id).storagePrefix)).toEqual([]);
  });

  it.each(cases)('already stored as %s fails in the job, nothing transcoded', async (_, h) => {
    const v = await newVideo();
    await t.deps.storage.put(uploadedMediaOf(v.id).sourceKey, h.body);
    await t.db.query("UPDATE console_videos SET state = 'processing' WHERE id = $1", [v.id]);
    expect(await processConsoleVideo(t.deps, v.id, log)).toBe('failed');
    expect((await failure(v.id)).failure).toBeTruthy();
    expect(await stored(uploadedMediaOf(v.id).storagePrefix)).toEqual([]);
  });
});

describe('generated pictures (the demo media, the ladder check)', () => {
  it('refuse a graph with a filter that opens a file', () => {
    for (const graph of [
      `movie=${secret}`,
      `amovie=${secret}`,
      `testsrc,movie=${secret}[x]`,
      `testsrc,subtitles=${secret}`,
    ])
      expect(
        () => ffmpegArgs({ inputs: [{ generated: graph }], args: ['-f', 'null', '-'] }),
        graph,
      ).toThrow(/opens a file/);
    const dir = mkdtempSync(path.join(os.tmpdir(), 'jetsweat-demo-hostile-'));
    expect(() => encodeHls({ dir, filter: `movie=${secret}`, seconds: 1 })).toThrow(/opens a file/);
    expect(readdirSync(dir)).toEqual([]);
  });

  it('take no input but through the rule', () => {
    expect(() => ffmpegArgs({ inputs: [], args: ['-i', secret, '-f', 'null', '-'] })).toThrow();
    expect(() =>
      ffmpegArgs({ inputs: [{ file: 'secret-class.ts', container: 'mpegts' }], args: [] }),
    ).toThrow();
    expect(ffmpegArgs({ inputs: [{ file: secret, container: 'mpegts' }], args: [] })).toEqual([
      ...['-hide_banner', '-protocol_whitelist', 'file', '-f', 'mpegts'],
      ...['-i', `file:${secret}`],
    ]);
  });
});
