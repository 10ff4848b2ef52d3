/**
 * The camera's time on for the whole class, across visits: it starts from the total the join
 * answered (what earlier visits reported) and adds this visit's time on, so every report is the
 * class's running total. The server keeps the larger of what it has and what it is told, so a
 * total never counts a visit twice and a late report never shrinks it.
 */
export interface CameraClock {
  /** The camera turned on at `now` (ms); a second start while on changes nothing. */
  start(now: number): void;
  /** The camera turned off at `now` (ms). */
  stop(now: number): void;
  isOn(): boolean;
  /** Whole seconds on for the class so far, earlier visits included. */
  totalSeconds(now: number): number;
}

export function cameraClock(earlierSeconds: number): CameraClock {
  let earlierMs = Math.max(0, earlierSeconds) * 1000;
  let onSince: number | null = null;
  return {
    start(now) {
      if (onSince === null) onSince = now;
    },
    stop(now) {
      if (onSince !== null) earlierMs += Math.max(0, now - onSince);
      onSince = null;
    },
    isOn: () => onSince !== null,
    totalSeconds: (now) =>
      Math.floor((earlierMs + (onSince === null ? 0 : Math.max(0, now - onSince))) / 1000),
  };
}
