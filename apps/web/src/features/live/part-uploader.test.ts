import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createPartUploader } from './part-uploader.ts';

/** What reached the server: each part's number and bytes. */
const sent: { sequence: number; bytes: number[] }[] = [];
vi.mock('./api/upload-recording-part.ts', () => ({
  uploadRecordingPart: async (_id: number, part: { sequence: number; blob: Blob }) => {
    sent.push({
      sequence: part.sequence,
      bytes: [...new Uint8Array(await part.blob.arrayBuffer())],
    });
  },
}));

/** A take's head as Chromium writes it: EBML header and Segment, Info, Tracks, then a Cluster. */
const EBML = [0x1a, 0x45, 0xdf, 0xa3, 0x84, 0x42, 0x82, 0x81, 0x77];
const SEGMENT_TO_TRACKS = [0x18, 0x53, 0x80, 0x67, 0x01, 0xff, 0x15, 0x49, 0xa9, 0x66, 0x80];
const CLUSTER = [0x1f, 0x43, 0xb6, 0x75, 0x01, 0xff, 0xe7, 0x81, 0x00];
const FRAMES = [0xa3, 0x84, 0x81, 0x00, 0x00, 0x80];

const slice = (bytes: number[]) => new Blob([new Uint8Array(bytes)], { type: 'video/webm' });
/** The recorder's slices come seconds apart: the uploader has done with one before the next. */
const later = () => new Promise((resolve) => setTimeout(resolve, 10));

beforeEach(() => void (sent.length = 0));

describe('createPartUploader', () => {
  it('holds part 0 until it holds the whole head, when the first slice is a header’s first byte', async () => {
    const uploader = createPartUploader(7, 'take-aaaaaaaa', () => undefined);
    // The first frames came after the first timeslice: Chromium handed over one byte alone.
    uploader.add(slice(EBML.slice(0, 1)));
    await later();
    uploader.add(slice([...EBML.slice(1), ...SEGMENT_TO_TRACKS]));
    await later();
    expect(sent).toEqual([]);
    uploader.add(slice([...CLUSTER, ...FRAMES]));
    await later();
    uploader.add(slice(FRAMES));
    await uploader.drained();
    expect(sent).toEqual([
      { sequence: 0, bytes: [...EBML, ...SEGMENT_TO_TRACKS, ...CLUSTER, ...FRAMES] },
      { sequence: 1, bytes: FRAMES },
    ]);
  });

  it('sends a whole first slice as part 0 at once, before the next slice comes', async () => {
    const uploader = createPartUploader(7, 'take-aaaaaaaa', () => undefined);
    uploader.add(slice([...EBML, ...SEGMENT_TO_TRACKS, ...CLUSTER, ...FRAMES]));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.sequence).toBe(0);
    uploader.add(slice(FRAMES));
    await uploader.drained();
    expect(sent.map((p) => p.sequence)).toEqual([0, 1]);
  });

  it('sends what it holds of a head when the take stops before a frame, and nothing for no slice', async () => {
    const short = createPartUploader(7, 'take-aaaaaaaa', () => undefined);
    short.add(slice(EBML));
    await short.drained();
    expect(sent).toEqual([{ sequence: 0, bytes: EBML }]);
    const empty = createPartUploader(7, 'take-bbbbbbbb', () => undefined);
    empty.add(slice([]));
    await empty.drained();
    expect(sent).toHaveLength(1);
  });
});
