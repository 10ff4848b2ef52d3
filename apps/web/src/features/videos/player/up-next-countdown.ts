import { useEffect, useState } from 'react';

/** Seconds the "Up next" card counts down before the next class plays. */
export const UP_NEXT_SECONDS = 10;

/**
 * A countdown from UP_NEXT_SECONDS while `running`, calling `onDone` once at 0. Answers the
 * seconds left; a countdown stopped keeps its number, started again begins from the top.
 */
export function useCountdown(running: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(UP_NEXT_SECONDS);
  useEffect(() => {
    if (!running) return;
    setLeft(UP_NEXT_SECONDS);
    // Counted from the clock, not from the ticks: a busy or hidden tab's timers run late.
    const endsAt = Date.now() + UP_NEXT_SECONDS * 1000;
    const tick = setInterval(() => {
      const remaining = Math.max(0, Math.ceil((endsAt - Date.now()) / 1000));
      setLeft(remaining);
      if (remaining === 0) {
        clearInterval(tick);
        onDone();
      }
    }, 250);
    return () => clearInterval(tick);
    // onDone is the latest render's; restarting on each render would never reach 0.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [running]);
  return left;
}
