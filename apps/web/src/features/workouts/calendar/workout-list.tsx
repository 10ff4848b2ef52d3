import { useState } from 'react';
import { Link } from '../../../lib/link.tsx';
import type { Workout } from '@jetsweat/contract';
import type { LocalDay } from './month-days.ts';
import {
  localTime,
  readableLocalDay,
  statusLabel,
  workoutLink,
  workoutTitle,
} from './workout-labels.ts';

interface WorkoutListProps {
  days: Map<LocalDay, Workout[]>;
  onEdit(w: Workout): void;
  onDelete(w: Workout): void;
}

/** The month's workouts day by day, each with its menu (Edit for on-demand only, Delete). */
export function WorkoutList({ days, onEdit, onDelete }: WorkoutListProps) {
  return (
    <section className="workout-list" aria-labelledby="workout-list-heading">
      <h2 id="workout-list-heading">This month</h2>
      {days.size === 0 && <p>Nothing on your calendar this month yet.</p>}
      {[...days.entries()].map(([day, list]) => (
        <div key={day} className="workout-list__day">
          <h3>{readableLocalDay(day)}</h3>
          <ul>
            {list.map((w) => (
              <WorkoutRow key={w.id} workout={w} onEdit={onEdit} onDelete={onDelete} />
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

function WorkoutRow({
  workout: w,
  onEdit,
  onDelete,
}: { workout: Workout } & Pick<WorkoutListProps, 'onEdit' | 'onDelete'>) {
  const [menuOpen, setMenuOpen] = useState(false);
  const title = workoutTitle(w);
  const choose = (action: (w: Workout) => void) => () => {
    setMenuOpen(false);
    action(w);
  };
  return (
    <li className="workout-row">
      <time dateTime={w.when}>{localTime(w.when)}</time>
      <Link to={workoutLink(w)}>{title}</Link>
      <span className={`workout-row__status workout-row__status--${w.status}`}>
        {statusLabel[w.status]}
      </span>
      <div
        className="workout-row__menu"
        onKeyDown={(e) => e.key === 'Escape' && setMenuOpen(false)}
      >
        <button
          type="button"
          className="link-button"
          aria-expanded={menuOpen}
          aria-label={`Options for ${title} at ${localTime(w.when)}`}
          onClick={() => setMenuOpen((o) => !o)}
        >
          ⋯
        </button>
        {menuOpen && (
          <ul className="workout-row__actions">
            {w.videoId !== null && (
              <li>
                <button type="button" onClick={choose(onEdit)}>
                  Edit
                </button>
              </li>
            )}
            <li>
              <button type="button" onClick={choose(onDelete)}>
                Delete
              </button>
            </li>
          </ul>
        )}
      </div>
    </li>
  );
}
