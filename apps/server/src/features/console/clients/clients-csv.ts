import type { StudioClient } from '@jetsweat/contract';
import { csvField } from '../money/revenue.ts';

/** The client list as CSV: one row per client, times in UTC (ISO 8601), CRLF line ends. */
export function clientsCsv(clients: StudioClient[]): string {
  const rows: (string | number)[][] = [
    [
      'name',
      'email',
      'first_activity_utc',
      'last_activity_utc',
      'classes_booked',
      'classes_attended',
      'purchases',
      'videos_watched',
    ],
  ];
  for (const c of clients)
    rows.push([
      c.name,
      c.email,
      c.firstActivityAt,
      c.lastActivityAt,
      c.classesBooked,
      c.classesAttended,
      c.purchases,
      c.videosWatched,
    ]);
  return rows.map((r) => r.map(csvField).join(',')).join('\r\n') + '\r\n';
}
