import { NONE, stateMachine } from '../../platform/db/state-machine.ts';

/**
 * A workout on a member's calendar (workouts.status). It is planned (an on-demand class scheduled,
 * a live class booked) or recorded done (a class watched that was not on the calendar); watching
 * or the member completes it, the member or the hourly auto-skip skips it, and the member may put
 * a completed or skipped one back to scheduled. Moving a workout's time is not a change of its
 * state: the calendar lets the member move a workout of any status (calendar-edits.ts).
 */
export const workout = stateMachine('workout', ['scheduled', 'completed', 'skipped'], {
  /** An on-demand class scheduled, or a live class booked. */
  plan: { from: [NONE], to: 'scheduled' },
  /** A class watched that was not on the member's calendar that day. */
  record: { from: [NONE], to: 'completed' },
  /** The class watched on its day, or the member marks it done. */
  complete: { from: ['scheduled', 'skipped'], to: 'completed' },
  /** Its day passed without it (auto-skip.ts), or the member marks it skipped. */
  skip: { from: ['scheduled', 'completed'], to: 'skipped' },
  /** The member marks a completed or skipped workout scheduled again. */
  reopen: { from: ['completed', 'skipped'], to: 'scheduled' },
  /** Taken off the calendar: by the member, or by the cancelled booking that put it there. */
  remove: { from: ['scheduled', 'completed', 'skipped'], to: NONE },
});
export type WorkoutState = (typeof workout.states)[number];
