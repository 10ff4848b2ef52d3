import { createReadStream } from 'node:fs';
import { mkdir, open, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { recordingTexts } from '@jetsweat/contract';
import type { FfmpegPrograms } from '../../../platform/runtime/ffmpeg.ts';
import type { FileStorage } from '../../../platform/storage/file-storage.ts';
import {
  HLS_LADDER,
  masterPlaylist,
  MASTER_PLAYLIST,
  recordedMediaOf,
  segmentAt,
  storeRendition,
} from '../../videos/service.ts';
import { encodedTakeKeyOf, partKeyOf } from './recording-keys.ts';
import { encodeTake, writePoster, type EncodedTake } from './recording-transcode.ts';
import { beginsAnotherFile, beginsWebm } from './webm-take.ts';

/**
 * A recording is encoded take by take (recording-transcode.ts): each take's segments go into the
 * class's media folder under names of their own, and a note of what was encoded (its playlists'
 * segments, and how many parts it was made from) into the recording's folder. Joining the class
 * then writes only playlists naming every take's segments in order, and its poster.
 */

/** One take of a recording as its parts say: its name and part numbers, in order. */
export interface Take {
  take: string;
  sequences: number[];
  /** When its last part arrived. */
  lastPartAt: Date;
}

/** A take encoded: what encodeTake made of it, and how many parts it was made from. */
export interface TakeNote extends EncodedTake {
  parts: number;
}

/** The recording's takes in the order they began, from its parts (recording-store's partsOf). */
export function takesOf(
  parts: { take: string; sequence: number; received_at: Date | string }[],
): Take[] {
  const takes = new Map<string, Take>();
  for (const p of parts) {
    const at = new Date(p.received_at);
    const t = takes.get(p.take) ?? { take: p.take, sequences: [], lastPartAt: at };
    t.sequences.push(p.sequence);
    if (at > t.lastPartAt) t.lastPartAt = at;
    takes.set(p.take, t);
  }
  return [...takes.values()];
}

/** A stored object's bytes. */
async function readAll(storage: FileStorage, key: string): Promise<Buffer | undefined> {
  const body = await storage.read(key);
  if (!body) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of body) chunks.push(Buffer.from(chunk as Buffer));
  return Buffer.concat(chunks);
}

/** The note of the take's encoding, when it was encoded from the parts it has now. */
export async function noteOf(
  storage: FileStorage,
  recordingId: number,
  take: Take,
): Promise<TakeNote | undefined> {
  const bytes = await readAll(storage, encodedTakeKeyOf(recordingId, take.take));
  if (!bytes) return undefined;
  const note = JSON.parse(bytes.toString('utf8')) as TakeNote;
  return note.parts === take.sequences.length ? note : undefined;
}

/**
 * Joins a take's parts, in sequence, into one WebM file. Every part is checked again as it is
 * joined (webm-take.ts; parts stored before the checks on arrival existed are checked too): a take
 * that does not begin with its part 0 and a WebM header, or has a part beginning another file,
 * is refused.
 */
async function writeTake(storage: FileStorage, recordingId: number, take: Take, file: string) {
  const out = await open(file, 'w');
  try {
    for (const [i, sequence] of take.sequences.entries()) {
      const bytes = await readAll(storage, partKeyOf(recordingId, take.take, sequence));
      if (!bytes) throw new Error(`part ${sequence} of take ${take.take} is missing from storage`);
      const fits = i === 0 ? sequence === 0 && beginsWebm(bytes) : !beginsAnotherFile(bytes);
      if (!fits) throw new Error(recordingTexts.takeNotWebm);
      await out.write(bytes);
    }
  } finally {
    await out.close();
  }
}

/**
 * Encodes `takes` of the recording, each into the class's media folder, with its note. Every
 * take is joined and checked before any is encoded: one that is not one WebM stream refuses them
 * all, with nothing of this run transcoded.
 */
export async function encodeTakes(
  deps: { storage: FileStorage; ffmpeg: FfmpegPrograms },
  recordingId: number,
  takes: Take[],
  work: string,
): Promise<void> {
  const files = takes.map((_, i) => path.join(work, `take-${i}.webm`));
  for (const [i, take] of takes.entries())
    await writeTake(deps.storage, recordingId, take, files[i]!);
  const media = recordedMediaOf(recordingId).storagePrefix;
  for (const [i, take] of takes.entries()) {
    const out = path.join(work, `take-${i}`);
    await mkdir(out);
    const encoded = await encodeTake(
      deps.ffmpeg,
      { file: files[i]!, container: 'matroska' },
      out,
      take.take,
    );
    // The segments only: the class's playlists are written when the takes are joined.
    for (const f of (await readdir(out)).filter((n) => n.endsWith('.ts')))
      await deps.storage.put(media + f, createReadStream(path.join(out, f)));
    const note: TakeNote = { parts: take.sequences.length, seconds: 0, rungs: [], ...encoded };
    await deps.storage.put(
      encodedTakeKeyOf(recordingId, take.take),
      Buffer.from(JSON.stringify(note)),
    );
  }
}

/** A media playlist naming the takes' segments in order, a discontinuity between two takes. */
function joinedPlaylist(takes: { file: string; seconds: number }[][]): string {
  const longest = Math.max(...takes.flat().map((s) => s.seconds));
  const lines = [
    '#EXTM3U',
    '#EXT-X-VERSION:3',
    `#EXT-X-TARGETDURATION:${Math.ceil(longest)}`,
    '#EXT-X-MEDIA-SEQUENCE:0',
    '#EXT-X-PLAYLIST-TYPE:VOD',
  ];
  for (const [i, segments] of takes.entries()) {
    // Each take's timestamps begin again at zero: the player is told so.
    if (i > 0) lines.push('#EXT-X-DISCONTINUITY');
    for (const s of segments) lines.push(`#EXTINF:${s.seconds.toFixed(6)},`, s.file);
  }
  lines.push('#EXT-X-ENDLIST');
  return `${lines.join('\n')}\n`;
}

/**
 * Joins the encoded takes into the class's rendition in its media folder: a media playlist per
 * rung every take has, the master, captions (none: the player asks for them beside every class)
 * and the poster. Answers how long the class plays, in seconds.
 */
export async function joinTakes(
  deps: { storage: FileStorage; ffmpeg: FfmpegPrograms },
  recordingId: number,
  notes: TakeNote[],
  work: string,
): Promise<number> {
  const pictured = notes.filter((n) => n.rungs.length > 0);
  if (pictured.length === 0) throw new Error('the recording holds no video');
  // A camera changed between takes: the class offers the rungs every take has.
  const rungs = HLS_LADDER.filter((r) =>
    pictured.every((n) => n.rungs.some((x) => x.name === r.name)),
  );
  const segmentsOf = (name: string) =>
    pictured.map((n) => n.rungs.find((x) => x.name === name)!.segments);
  const out = path.join(work, 'joined');
  await mkdir(out);
  for (const r of rungs)
    await writeFile(path.join(out, `${r.name}.m3u8`), joinedPlaylist(segmentsOf(r.name)));
  await writeFile(
    path.join(out, MASTER_PLAYLIST),
    masterPlaylist(rungs.map((r) => ({ rung: r, segments: segmentsOf(r.name).flat() }))),
  );
  await writeFile(path.join(out, 'captions.vtt'), 'WEBVTT\n\n');
  const first = segmentsOf(rungs[0]!.name).flat();
  const seconds = first.reduce((n, s) => n + s.seconds, 0);
  if (!(seconds > 0)) throw new Error('the encoded class has no length');
  // The poster: a frame a fifth of the way in (past the first moments of setting up), at most a
  // minute in, from the smallest rung's segment that plays then.
  const media = recordedMediaOf(recordingId).storagePrefix;
  const at = segmentAt(first, Math.min(60, seconds / 5));
  const segment = path.join(work, 'poster-source.ts');
  const bytes = await readAll(deps.storage, media + at.file);
  if (!bytes) throw new Error(`${at.file} is missing from storage`);
  await writeFile(segment, bytes);
  await writePoster(deps.ffmpeg, segment, at.offset, path.join(out, 'poster.jpg'));
  await storeRendition(deps.storage, media, out);
  return seconds;
}
