import { LIVE_ROOM_OPENS_MINUTES } from '@jetsweat/contract';

export interface RoomTimes {
  opensAt: number;
  endsAt: number;
}

/** When a class's room opens and closes: the server's own rule (the contract's window). */
export function roomTimes(c: { scheduledDatetime: string; minutesDuration: number }): RoomTimes {
  const start = Date.parse(c.scheduledDatetime);
  return {
    opensAt: start - LIVE_ROOM_OPENS_MINUTES * 60_000,
    endsAt: start + c.minutesDuration * 60_000,
  };
}

/** "2 d 03:04:05", "03:04:05" or "04:05": the time left, counted down each second. */
export function countdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const days = Math.floor(total / 86_400);
  const h = Math.floor((total % 86_400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const two = (n: number) => String(n).padStart(2, '0');
  const clock = h > 0 || days > 0 ? `${two(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
  return days > 0 ? `${days} d ${clock}` : clock;
}
