/**
 * Captions and the master playlist for a class rendition: the instructor's cues as WebVTT, once
 * as a sidecar file for a <track> element and once as an HLS subtitle rendition that the master
 * playlist names, so Safari's own player and hls.js both offer the track.
 */
import fs from 'node:fs';
import path from 'node:path';
import { probe } from './encode-hls.mjs';

/** Longest caption line, in characters; two or three short lines read better than one wide one. */
const LINE_CHARS = 46;

const clock = (seconds) => {
  const ms = Math.round(seconds * 1000);
  const pad = (n, w = 2) => String(n).padStart(w, '0');
  return `${pad(Math.floor(ms / 3_600_000))}:${pad(Math.floor(ms / 60_000) % 60)}:${pad(Math.floor(ms / 1000) % 60)}.${pad(ms % 1000, 3)}`;
};

function wrap(text) {
  const lines = [];
  for (const word of text.split(/\s+/)) {
    const last = lines.at(-1);
    if (last !== undefined && `${last} ${word}`.length <= LINE_CHARS)
      lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines.join('\n');
}

/** Cues share the rendition equally, each shown with a short gap before the next. */
export function cues(lines, seconds) {
  const slot = seconds / lines.length;
  return lines.map((text, i) => ({ start: i * slot + 0.5, end: (i + 1) * slot - 0.5, text }));
}

export function webVtt(cueList, header = []) {
  const body = cueList.map(
    (c, i) => `${i + 1}\n${clock(c.start)} --> ${clock(c.end)}\n${wrap(c.text)}\n`,
  );
  // A blank line ends the header, and one follows every cue.
  return [`${['WEBVTT', ...header].join('\n')}\n`, ...body].join('\n');
}

/** A rung's STREAM-INF line: its measured peak and average bitrates, codecs and size. */
function streamInf(dir, { playlist, segments }) {
  const total = segments.reduce((n, s) => n + s.seconds, 0);
  const bytes = segments.map((s) => fs.statSync(path.join(dir, s.file)).size);
  const peak = Math.max(...bytes.map((b, i) => (b * 8) / segments[i].seconds));
  const average = (bytes.reduce((n, b) => n + b, 0) * 8) / total;
  const { streams } = probe(path.join(dir, segments[0].file), [
    '-select_streams',
    'v:0',
    '-show_entries',
    'stream=level,width,height',
  ]);
  const { level, width, height } = streams[0];
  // Main profile with constraint_set1 (as x264 writes it), then the level: avc1.4d40LL.
  const codecs = `avc1.4d40${level.toString(16).padStart(2, '0')},mp4a.40.2`;
  return [
    `#EXT-X-STREAM-INF:BANDWIDTH=${Math.ceil(peak)},AVERAGE-BANDWIDTH=${Math.ceil(average)},CODECS="${codecs}",RESOLUTION=${width}x${height},SUBTITLES="subs"`,
    playlist,
  ];
}

/**
 * Writes captions.vtt (sidecar), subtitles.vtt + subtitles.m3u8 (the HLS subtitle rendition) and
 * the master index.m3u8 naming every rung (`rungs`, smallest first, as encodeClassLadder answers
 * them) and the subtitles. The HLS copy carries X-TIMESTAMP-MAP because MPEG-TS timestamps do not
 * start at zero.
 */
export function writeCaptionedMaster({ dir, captions, seconds, rungs }) {
  const cueList = cues(captions, seconds);
  fs.writeFileSync(path.join(dir, 'captions.vtt'), webVtt(cueList));

  const { segments } = rungs[0];
  const first = probe(path.join(dir, segments[0].file), ['-show_entries', 'format=start_time']);
  const mpegts = Math.round(Number(first.format.start_time) * 90_000);
  fs.writeFileSync(
    path.join(dir, 'subtitles.vtt'),
    webVtt(cueList, [`X-TIMESTAMP-MAP=MPEGTS:${mpegts},LOCAL:00:00:00.000`]),
  );
  const total = segments.reduce((n, s) => n + s.seconds, 0);
  fs.writeFileSync(
    path.join(dir, 'subtitles.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      `#EXT-X-TARGETDURATION:${Math.ceil(total)}`,
      '#EXT-X-MEDIA-SEQUENCE:0',
      '#EXT-X-PLAYLIST-TYPE:VOD',
      `#EXTINF:${total.toFixed(6)},`,
      'subtitles.vtt',
      '#EXT-X-ENDLIST',
      '',
    ].join('\n'),
  );
  // Replaces the master ffmpeg wrote (which states each rung's ceiling, not what it uses).
  fs.writeFileSync(
    path.join(dir, 'index.m3u8'),
    [
      '#EXTM3U',
      '#EXT-X-VERSION:3',
      '#EXT-X-INDEPENDENT-SEGMENTS',
      '#EXT-X-MEDIA:TYPE=SUBTITLES,GROUP-ID="subs",NAME="English",LANGUAGE="en",DEFAULT=NO,AUTOSELECT=YES,FORCED=NO,URI="subtitles.m3u8"',
      ...rungs.flatMap((r) => streamInf(dir, r)),
      '',
    ].join('\n'),
  );
}
