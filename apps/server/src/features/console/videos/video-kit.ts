// Test helpers of the console's video uploads: a tiny clip, a class's details, and a tus upload
// as tus-js-client sends it (a creation POST, then one PATCH with the bytes).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CONSOLE_UPLOADS_PATH } from '@jetsweat/contract';
import { createTestApp, type TestApp } from '../../../../test/harness.ts';
import { ffmpegArgs } from '../../../platform/runtime/ffmpeg.ts';
import { studioContent } from '../../studios/service.ts';
import { BK, consoleCallers } from '../console-kit.ts';

/** A 2-second MP4 (H.264 and AAC) from ffmpeg's test pattern and a tone. */
export function testClip(dir: string, name = 'clip.mp4'): Buffer {
  const file = path.join(dir, name);
  execFileSync(
    'ffmpeg',
    ffmpegArgs({
      inputs: [
        { generated: 'testsrc=size=320x180:rate=25:duration=2' },
        { generated: 'sine=frequency=440:duration=2' },
      ],
      args: [
        ...['-loglevel', 'error', '-y'],
        ...['-c:v', 'libx264', '-preset', 'ultrafast', '-pix_fmt', 'yuv420p'],
        ...['-c:a', 'aac', '-shortest', file],
      ],
    }),
  );
  return readFileSync(file);
}

/**
 * A video test file's server: on its own data folder (uploads and renditions are files), with the
 * console's callers signed in, the test clip, and the first instructor of BK Pilates.
 */
export async function videoTestApp(name: string) {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), `jetsweat-${name}-`));
  const t = await createTestApp({ env: { DATA_DIR: dataDir } });
  const who = await consoleCallers(t);
  const clip = testClip(dataDir);
  const [first] = await studioContent.listStudioInstructors(t.deps.db, BK);
  return { t, who, dataDir, clip, bkInstructor: first!.id };
}

export const videosUrl = (studioId: number) => `/api/console/studios/${studioId}/videos`;

/** A valid class body naming `instructorId`. */
export const detailsBody = (instructorId: number, changes: Record<string, unknown> = {}) => ({
  title: 'Reformer Basics',
  summary: 'A short first class.',
  instructorId,
  classType: 'Pilates',
  level: 'Beginner',
  bodyFocus: 'Core',
  equipment: ['Yoga Mat'],
  ...changes,
});

const b64 = (s: string) => Buffer.from(s).toString('base64');

/** Starts a tus upload for a console video: the raw answer (its Location names the upload). */
export function createUpload(
  t: TestApp,
  token: string,
  u: { videoId: number; length: number; filetype?: string; filename?: string },
) {
  const meta = [
    `videoId ${b64(String(u.videoId))}`,
    `filename ${b64(u.filename ?? 'clip.mp4')}`,
    `filetype ${b64(u.filetype ?? 'video/mp4')}`,
  ].join(',');
  return t.app.inject({
    method: 'POST',
    url: CONSOLE_UPLOADS_PATH,
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-length': String(u.length),
      'upload-metadata': meta,
    },
  });
}

/** Sends `bytes` from `offset` to an upload's location. */
export function patchUpload(
  t: TestApp,
  token: string,
  location: string,
  bytes: Buffer,
  offset = 0,
) {
  return t.app.inject({
    method: 'PATCH',
    url: location,
    headers: {
      authorization: `Bearer ${token}`,
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
    },
    payload: bytes,
  });
}
