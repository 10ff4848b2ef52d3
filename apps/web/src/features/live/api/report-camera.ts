import type { Attendance } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

export interface CameraReport {
  cameraOn: boolean;
  cameraOnDurationSeconds: number;
}

/**
 * PUT /api/events/live-class/{attendanceId}: the camera's state and its time on so far.
 * `keepalive` lets the last report finish while the tab is being closed.
 */
export const reportCamera = (attendanceId: number, report: CameraReport, keepalive = false) =>
  api<Attendance>(`/api/events/live-class/${attendanceId}`, {
    method: 'PUT',
    body: report,
    keepalive,
  });
