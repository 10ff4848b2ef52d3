import {
  HEART_RATE_BPM_MAX,
  HEART_RATE_BPM_MIN,
  HEART_RATE_LAST_SECOND,
  HEART_RATE_SAMPLES_PER_REPORT,
  type HeartRateReportSample,
} from '@jetsweat/contract';
import { isPassingFailure } from '../api.ts';

/** How often the page sends the readings it holds while the workout goes on. */
export const HEART_RATE_UPLOAD_MS = 20_000;
/**
 * Reports sent as the page goes, at most: the browser lets 64 kB of `keepalive` requests be in
 * flight, and a full report is about 16 kB.
 */
export const LAST_REPORTS_MAX = 3;

/** Sends one report; throws as the api client does. */
export type SendHeartRate = (
  workoutId: number,
  samples: readonly HeartRateReportSample[],
  keepalive: boolean,
) => Promise<unknown>;

/**
 * The strap's readings on their way to the member's workout (issue 53, item 2). Readings are held
 * by the second of the class they were read at, until the page knows the workout (an on-demand
 * play becomes one only once 80% is watched) and until each report gets through: a report that
 * fails leaves its readings held for the next, and one the server refuses (4xx) is dropped, as it
 * would be refused again. The server keeps a second once, so sending one twice does no harm.
 */
export class HeartRateUpload {
  /** Held readings, by second; the first of a second is kept, as the server keeps it. */
  readonly #held = new Map<number, HeartRateReportSample>();
  #workoutId: number | null = null;
  #sending: Promise<void> | null = null;

  constructor(
    private readonly send: SendHeartRate,
    private readonly onSent: () => void = () => undefined,
  ) {}

  /**
   * A reading at a second of the page's clock (since the play began, or the room opened), and
   * where the class was then (`classSecond`; absent: the same second). Outside what the server
   * takes, it is left out.
   */
  add(atSecond: number, bpm: number, classSecond?: number): void {
    const second = Math.floor(atSecond);
    const beats = Math.round(bpm);
    const position = classSecond === undefined ? undefined : Math.floor(classSecond);
    const inClass = (n: number) => n >= 0 && n <= HEART_RATE_LAST_SECOND;
    if (!inClass(second) || (position !== undefined && !inClass(position))) return;
    if (!(beats >= HEART_RATE_BPM_MIN && beats <= HEART_RATE_BPM_MAX)) return;
    if (!this.#held.has(second))
      this.#held.set(second, {
        atSecond: second,
        bpm: beats,
        ...(position === undefined ? {} : { videoSecond: position }),
      });
  }

  /** Readings held, not yet sent. */
  get held(): number {
    return this.#held.size;
  }

  get workoutId(): number | null {
    return this.#workoutId;
  }

  /**
   * The workout the readings go to. Learning it sends what was held; another one (a new play)
   * first sends what is held to the one before, whose readings they are.
   */
  setWorkout(workoutId: number | null): void {
    if (workoutId === this.#workoutId) return;
    if (this.#workoutId !== null) this.flushLast();
    this.#workoutId = workoutId;
    if (workoutId !== null) void this.flush();
  }

  /** Sends what is held, a report at a time, unless a send is already on its way. */
  flush(): Promise<void> {
    if (this.#sending) return this.#sending;
    this.#sending = this.#sendAll().finally(() => (this.#sending = null));
    return this.#sending;
  }

  /**
   * The page is going: what is held leaves now, with `keepalive`, in at most LAST_REPORTS_MAX
   * reports, whatever else is on its way (the server keeps each second once).
   */
  flushLast(): void {
    const workoutId = this.#workoutId;
    if (workoutId === null) return;
    for (let i = 0; i < LAST_REPORTS_MAX && this.#held.size > 0; i++) {
      const batch = this.#batch();
      for (const s of batch) this.#held.delete(s.atSecond);
      this.send(workoutId, batch, true).then(this.onSent, () => undefined);
    }
  }

  async #sendAll(): Promise<void> {
    while (this.#workoutId !== null && this.#held.size > 0) {
      const workoutId = this.#workoutId;
      const batch = this.#batch();
      let sent = true;
      try {
        await this.send(workoutId, batch, false);
      } catch (err) {
        // Lost or failed on the server: held for the next try. Refused: it would be again.
        if (isPassingFailure(err)) return;
        sent = false;
      }
      for (const s of batch) this.#held.delete(s.atSecond);
      if (sent) this.onSent();
    }
  }

  /** The earliest held readings, as many as one report takes, in order of time. */
  #batch(): HeartRateReportSample[] {
    return [...this.#held.values()]
      .sort((a, b) => a.atSecond - b.atSecond)
      .slice(0, HEART_RATE_SAMPLES_PER_REPORT);
  }
}
