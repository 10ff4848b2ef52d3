// What a take's parts must look like (issue 50, item 2): a real recording's parts pass however the
// recorder cut them, and a part 0 that is not a WebM beginning, or a later part that begins
// another file, does not.
import { describe, expect, it } from 'vitest';
import { cut, tempDataDir, testWebm } from '../../../../test/recording-kit.ts';
import { beginsAnotherFile, beginsWebm } from './webm-take.ts';

const webm = testWebm(tempDataDir(), 1);

describe('beginsWebm', () => {
  it('passes a real recording’s first part wherever the recorder cut it', () => {
    for (const n of [2, 3, 8, 40]) expect(beginsWebm(cut(webm, n)[0]!), `1/${n}`).toBe(true);
    // Cut just past the header's Segment, or inside the element after it.
    for (let bytes = 60; bytes < 400; bytes += 7)
      expect(beginsWebm(webm.subarray(0, bytes)), `${bytes} bytes`).toBe(true);
  });

  it('refuses a part 0 that is not the beginning of a WebM document', () => {
    const matroska = Buffer.from(webm);
    matroska.write('mkv\0', matroska.indexOf('webm'), 'latin1');
    const afterSegment = webm.indexOf(Buffer.from([0x18, 0x53, 0x80, 0x67])) + 12;
    for (const [what, part] of [
      ['a later part', cut(webm, 3)[1]!],
      ['a playlist', Buffer.from('#EXTM3U\n#EXTINF:3,\n/srv/media/class.ts\n')],
      ['a Matroska document of another type', matroska],
      ['the header alone', webm.subarray(0, afterSegment - 12)],
      [
        'a real header and Segment, then text',
        Buffer.concat([webm.subarray(0, afterSegment), Buffer.from('#EXTM3U\n/srv/a.ts\n')]),
      ],
    ] as const)
      expect(beginsWebm(part), what).toBe(false);
  });
});

describe('beginsAnotherFile', () => {
  it('passes every later part of a real recording', () => {
    for (const n of [2, 3, 8, 40])
      for (const part of cut(webm, n).slice(1)) expect(beginsAnotherFile(part)).toBe(false);
  });

  it('finds a new WebM file, an HLS playlist and an ffconcat list', () => {
    for (const part of [
      webm,
      Buffer.from('#EXTM3U\n#EXTINF:3,\n/srv/media/class.ts\n'),
      Buffer.from('\uFEFF #extm3u\n'),
      Buffer.from("ffconcat version 1.0\nfile '/srv/media/class.ts'\n"),
    ])
      expect(beginsAnotherFile(part)).toBe(true);
  });
});
