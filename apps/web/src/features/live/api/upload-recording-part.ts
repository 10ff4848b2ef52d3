import type { RecordingPart } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/livestream/recording/{liveClassId}/parts: one part of the class's recording. */
export const uploadRecordingPart = (
  liveClassId: number,
  part: { take: string; sequence: number; blob: Blob },
) =>
  api<RecordingPart>(
    `/api/livestream/recording/${liveClassId}/parts?take=${encodeURIComponent(part.take)}&sequence=${part.sequence}`,
    { blob: part.blob },
  );
