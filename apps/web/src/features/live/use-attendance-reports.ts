import { useEffect, useRef } from 'react';
import { reportCamera, type CameraReport } from './api/report-camera.ts';

/** How often the room reports the camera while the member is in it. */
export const ATTENDANCE_REPORT_MS = 30_000;

/**
 * Keeps the attendance record up to date: when the camera turns on or off, every 30 s, and once
 * more when the member leaves (the page is hidden for good, or the room closes) with
 * `keepalive`, so a closed tab still leaves its camera time. A report that fails is made good by the next: the time is a total.
 */
export function useAttendanceReports(
  attendanceId: number,
  report: () => CameraReport,
  cameraOn: boolean,
) {
  const latest = useRef(report);
  useEffect(() => {
    latest.current = report;
  }, [report]);

  // The camera turned on or off: said at once, so a tab that dies later loses little.
  useEffect(() => {
    void reportCamera(attendanceId, latest.current()).catch(() => undefined);
  }, [attendanceId, cameraOn]);

  useEffect(() => {
    const send = (keepalive: boolean) =>
      void reportCamera(attendanceId, latest.current(), keepalive).catch(() => undefined);
    const timer = setInterval(() => send(false), ATTENDANCE_REPORT_MS);
    const onPageHide = () => send(true);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      clearInterval(timer);
      window.removeEventListener('pagehide', onPageHide);
      send(true);
    };
  }, [attendanceId]);
}
