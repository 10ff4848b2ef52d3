// Helpers for the live recordings' server tests (features/live/recording*.test.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { broadcastSchema, recordingPartSchema } from '@jetsweat/contract';
import { ffmpegArgs } from '../src/platform/runtime/ffmpeg.ts';
import { expectOk } from './answer.ts';
import type { TestApp } from './harness.ts';

/** A fresh folder for a test app's DATA_DIR (its file storage), removed by the OS's tmp cleanup. */
export const tempDataDir = () => mkdtempSync(path.join(os.tmpdir(), 'jetsweat-rec-test-'));

/**
 * A short WebM as MediaRecorder makes (VP8 and Opus), made by ffmpeg from its test pattern and a
 * tone: `seconds` long, small and quick to encode.
 */
export function testWebm(dir: string, seconds = 3, name = 'class.webm'): Buffer {
  const file = path.join(dir, name);
  execFileSync(
    'ffmpeg',
    ffmpegArgs({
      inputs: [
        { generated: `testsrc=size=320x240:rate=25:duration=${seconds}` },
        { generated: `sine=frequency=440:duration=${seconds}` },
      ],
      args: [
        ...['-loglevel', 'error', '-y'],
        ...['-c:v', 'libvpx', '-deadline', 'realtime', '-cpu-used', '8', '-b:v', '300k'],
        ...['-c:a', 'libopus', '-shortest', file],
      ],
    }),
  );
  return readFileSync(file);
}

/** The bytes cut into `n` parts, as a recorder's timeslices cut its one file. */
export function cut(bytes: Buffer, n: number): Buffer[] {
  const size = Math.ceil(bytes.length / n);
  return Array.from({ length: n }, (_, i) => bytes.subarray(i * size, (i + 1) * size));
}

/** POST /api/livestream/recording/{classId}/parts with one part's bytes. */
export const uploadPart = (
  t: TestApp,
  token: string,
  classId: number,
  part: { take: string; sequence: number; body: Buffer; type?: string },
) =>
  t.call(
    {
      method: 'POST',
      url: `/api/livestream/recording/${classId}/parts?take=${part.take}&sequence=${part.sequence}`,
      token,
      headers: { 'content-type': part.type ?? 'video/webm;codecs=vp8,opus' },
      payload: part.body,
    },
    recordingPartSchema,
  );

/** Goes live with the class as `token` (POST /rest/v2/broadcasts/create): the stream id. */
export async function goLive(t: TestApp, token: string, liveClassId: number): Promise<string> {
  const res = await t.call(
    {
      method: 'POST',
      url: '/rest/v2/broadcasts/create',
      token,
      payload: { liveClassId },
    },
    broadcastSchema,
  );
  expectOk(res);
  return res.body.content.streamId;
}
