import { useState, type FormEvent } from 'react';
import {
  COMPLETED_SHARE,
  HABITS_WEEK_STARTS,
  streakLabel,
  WEEKLY_GOAL_MAX,
  WEEKLY_GOAL_MIN,
  weekProgressLabel,
  type Habits,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useHabits, useSetWeeklyGoal } from '../api/habits.ts';
import './habits-card.css';

/** The goal offered before the member has chosen one. */
const SUGGESTED_GOAL = 3;
const goals = Array.from(
  { length: WEEKLY_GOAL_MAX - WEEKLY_GOAL_MIN + 1 },
  (_, i) => WEEKLY_GOAL_MIN + i,
);

/** The member's choice of weekly goal: a list of the allowed numbers, saved on the server. */
function GoalForm({ habits }: { habits: Habits }) {
  const save = useSetWeeklyGoal();
  const [goal, setGoal] = useState(habits.weeklyGoal ?? SUGGESTED_GOAL);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(goal);
  };
  return (
    <form className="habits__goal-form" onSubmit={submit}>
      <label htmlFor="weekly-goal">Weekly goal</label>
      <select
        id="weekly-goal"
        value={goal}
        onChange={(e) => {
          setGoal(Number(e.target.value));
          save.reset();
        }}
      >
        {goals.map((n) => (
          <option key={n} value={n}>
            {n} {n === 1 ? 'class' : 'classes'} a week
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--ghost" disabled={save.isPending}>
        {habits.weeklyGoal === null ? 'Set goal' : 'Save goal'}
      </button>
      <FormMessage
        error={save.isError ? errorMessage(save.error) : null}
        success={save.isSuccess ? 'Weekly goal saved.' : null}
      />
    </form>
  );
}

/**
 * This week against the member's goal, and their streak of weeks with a completed class
 * (GET /api/history/myHabits). Every figure is written out; the bar only repeats the text.
 */
export function HabitsCard() {
  const habits = useHabits();
  const h = habits.data;
  const goalMet = h?.weeklyGoal != null && h.completedThisWeek >= h.weeklyGoal;
  return (
    <section className="dashboard-section habits" aria-labelledby="habits-heading">
      <h2 id="habits-heading">Your week</h2>
      {habits.isError && <p className="form-error">{errorMessage(habits.error)}</p>}
      {!h && !habits.isError && <Loader />}
      {h && (
        <>
          <p className="habits__streak" data-testid="habits-streak">
            {streakLabel(h.streakWeeks)}
          </p>
          <p className="habits__week" data-testid="habits-week">
            {weekProgressLabel(h.completedThisWeek, h.weeklyGoal)}
            {goalMet && ': goal reached'}
          </p>
          {h.weeklyGoal !== null && (
            <progress
              className="habits__bar"
              value={Math.min(h.completedThisWeek, h.weeklyGoal)}
              max={h.weeklyGoal}
              aria-label={`Weekly goal: ${weekProgressLabel(h.completedThisWeek, h.weeklyGoal)}`}
            />
          )}
          <p className="habits__note">
            A week runs {HABITS_WEEK_STARTS} to Sunday (Eastern Time); a class counts once you have
            watched {COMPLETED_SHARE * 100}% of it.
          </p>
          <GoalForm habits={h} />
        </>
      )}
    </section>
  );
}
