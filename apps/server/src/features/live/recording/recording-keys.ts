/** The job queue that turns a recording into an on-demand class (recording-job.ts). */
export const RECORDING_QUEUE = 'live-recording';

/** Where a recording's uploaded parts are kept, by take and sequence. */
export const recordingPrefixOf = (recordingId: number) => `recordings/${recordingId}/`;
const partsPrefixOf = (recordingId: number) => `${recordingPrefixOf(recordingId)}parts/`;
export const partKeyOf = (recordingId: number, take: string, sequence: number) =>
  `${partsPrefixOf(recordingId)}${take}/${String(sequence).padStart(5, '0')}.webm`;

/** Files the job for a recording; a queue keeping one for it already keeps only that one. */
export const recordingJob = (recordingId: number) => ({
  name: RECORDING_QUEUE,
  data: { recordingId },
  options: { singletonKey: `recording-${recordingId}` },
});
