import type { RecordingStatus } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { retryStudioRecording, studioRecordingStatuses } from '../../live/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

type RecordingDeps = Pick<Deps, 'db' | 'clock' | 'jobs'>;
const editors = ['staff', 'admin'] as const;

/**
 * The studio's recorded live classes on the console's videos page (issue 51): each one's state
 * (recording, processing, ready, or failed with why), and Retry on a failed one. Staff and the
 * studio's admins, as for its uploads; the live feature keeps the recordings and their job.
 */
export function consoleRecordings(deps: RecordingDeps) {
  return {
    recordings: async (caller: ConsoleCaller, studioId: number): Promise<RecordingStatus[]> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return studioRecordingStatuses(deps, studioId);
    },
    retryRecording: async (
      caller: ConsoleCaller,
      studioId: number,
      recordingId: number,
    ): Promise<RecordingStatus> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return retryStudioRecording(deps, studioId, recordingId);
    },
  };
}
