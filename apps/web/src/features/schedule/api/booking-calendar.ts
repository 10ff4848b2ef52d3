import { api } from '../../../lib/api.ts';

/** GET /api/liveclass/purchased/{id}/calendar: the booked class as an .ics file's text. */
export const getBookingCalendar = (liveClassId: number) =>
  api<string>(`/api/liveclass/purchased/${liveClassId}/calendar`);
