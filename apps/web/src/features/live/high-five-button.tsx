import { liveCheerTexts as texts, type BoardLine } from '@jetsweat/contract';
import type { HighFive } from './socket/use-high-five.ts';
import './cheers.css';

/**
 * High-five the member on this line. Named with the member's label ("High-five Bea B."); once
 * sent it says "High-fived" for a few seconds and does nothing more, keeping the focus where it is.
 */
export function HighFiveButton({ line, highFive }: { line: BoardLine; highFive: HighFive }) {
  const done = highFive.sent.has(line.seat);
  return (
    <button
      type="button"
      className="cheers__line-button"
      aria-disabled={done}
      onClick={() => {
        if (!done) void highFive.send(line.seat);
      }}
    >
      {done ? texts.highFived : texts.highFive}
      <span className="visually-hidden"> {line.label}</span>
    </button>
  );
}
