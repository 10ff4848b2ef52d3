/** The job queue that turns a recording into an on-demand class (recording-job.ts). */
export const RECORDING_QUEUE = 'live-recording';

/** Where a recording's uploaded parts are kept, by take and sequence. */
export const recordingPrefixOf = (recordingId: number) => `recordings/${recordingId}/`;
const partsPrefixOf = (recordingId: number) => `${recordingPrefixOf(recordingId)}parts/`;
export const partKeyOf = (recordingId: number, take: string, sequence: number) =>
  `${partsPrefixOf(recordingId)}${take}/${String(sequence).padStart(5, '0')}.webm`;

/** A take's last part arrived this long ago: no more is coming, it may be encoded. */
export const TAKE_SETTLED_SECONDS = 20;

/** The note of what a take was encoded into (recording-takes.ts). */
export const encodedTakeKeyOf = (recordingId: number, take: string) =>
  `${recordingPrefixOf(recordingId)}encoded/${take}.json`;

/** Files the job for a recording; a queue keeping one for it already keeps only that one. */
export const recordingJob = (recordingId: number) => ({
  name: RECORDING_QUEUE,
  data: { recordingId },
  options: { singletonKey: `recording-${recordingId}` },
});
