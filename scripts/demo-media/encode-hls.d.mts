// Types for encode-hls.mjs where a test imports it (apps/server/src/sweeps/ffmpeg-inputs.test.ts).
export function encodeHls(options: {
  dir: string;
  filter: string;
  audio?: string;
  seconds: number;
  playlist?: string;
  segmentSeconds?: number;
  audioBitrate?: string;
  posterAt?: number;
}): { file: string; seconds: number }[];
