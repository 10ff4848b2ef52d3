import { useState } from 'react';
import { Link } from '../../../lib/link.tsx';
import type { Workout } from '@jetsweat/contract';
import { paths } from '../../../lib/paths.ts';
import type { LocalDay } from './month-days.ts';
import {
  localTime,
  readableLocalDay,
  statusLabel,
  workoutLink,
  workoutTitle,
} from './workout-labels.ts';

/** The chosen day's workouts, one slide at a time with a dot for each. */
export function DaySlider({ day, workouts }: { day: LocalDay; workouts: Workout[] }) {
  const [index, setIndex] = useState(0);
  const shown = workouts[Math.min(index, workouts.length - 1)];
  return (
    <section className="day-slider" aria-labelledby="day-slider-heading">
      <h2 id="day-slider-heading">{readableLocalDay(day)}</h2>
      {!shown ? (
        <p className="day-slider__empty">
          Ready for a new class? <Link to={paths.classes}>Schedule</Link>
        </p>
      ) : (
        <>
          <article className="day-slide" aria-roledescription="slide">
            <p className="day-slide__time">{localTime(shown.when)}</p>
            <h3>
              <Link to={workoutLink(shown)}>{workoutTitle(shown)}</Link>
            </h3>
            <p>
              {shown.liveClass ? 'Live class' : 'On-demand'} · {statusLabel[shown.status]}
              {shown.programTitle && ` · ${shown.programTitle}`}
            </p>
          </article>
          {workouts.length > 1 && (
            <div className="day-slider__dots">
              {workouts.map((w, i) => (
                <button
                  key={w.id}
                  type="button"
                  className="day-slider__dot"
                  aria-label={`Show workout ${i + 1} of ${workouts.length}`}
                  aria-current={w === shown}
                  onClick={() => setIndex(i)}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
