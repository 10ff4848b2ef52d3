import { useEffect, useRef } from 'react';
import { reportCamera, type CameraReport } from './api/report-camera.ts';
import { reportWithRetry } from './report-with-retry.ts';

/** How often the room reports the camera while the member is in it. */
export const ATTENDANCE_REPORT_MS = 30_000;

/**
 * Keeps the attendance record up to date: when the camera turns on or off, every 30 s, and once
 * more when the member leaves (the page is hidden for good, or the room closes) with
 * `keepalive`, so a closed tab still leaves its camera time. A report that does not get through
 * is sent again within seconds while the member is in the room (reportWithRetry), with the
 * latest total; the server also counts a camera left on up to when the room's connection closes.
 */
export function useAttendanceReports(
  attendanceId: number,
  report: () => CameraReport,
  cameraOn: boolean,
) {
  const latest = useRef(report);
  const inRoom = useRef(true);
  useEffect(() => {
    latest.current = report;
  }, [report]);

  // The camera turned on or off: said at once, so a tab that dies later loses little.
  useEffect(() => {
    const send = () => reportCamera(attendanceId, latest.current());
    void reportWithRetry(send, () => inRoom.current);
  }, [attendanceId, cameraOn]);

  useEffect(() => {
    inRoom.current = true;
    const send = () => reportCamera(attendanceId, latest.current());
    const timer = setInterval(
      () => void reportWithRetry(send, () => inRoom.current),
      ATTENDANCE_REPORT_MS,
    );
    // Leaving: one try, which must outlive the page; there is no later to try again in.
    const sendLast = () =>
      void reportCamera(attendanceId, latest.current(), true).catch(() => undefined);
    window.addEventListener('pagehide', sendLast);
    return () => {
      inRoom.current = false;
      clearInterval(timer);
      window.removeEventListener('pagehide', sendLast);
      sendLast();
    };
  }, [attendanceId]);
}
