import { useSearchParams } from 'react-router';
import type { LiveClass } from '@jetsweat/contract';
import {
  filterChoices,
  filterKeys,
  isFiltered,
  withFilter,
  type FilterKey,
  type ScheduleFilter,
} from './schedule-filters.ts';

const labels: Record<FilterKey, string> = {
  studio: 'Studio',
  type: 'Class type',
  instructor: 'Instructor',
  length: 'Length',
  level: 'Level',
};

/** The schedule's filters as selects; each choice goes into the URL at once. */
export function ScheduleFilterPanel({
  classes,
  filter,
}: {
  classes: readonly LiveClass[];
  filter: ScheduleFilter;
}) {
  const [, setParams] = useSearchParams();
  const choices = filterChoices(classes);
  // From the address bar, not the last render: two quick changes must both be kept.
  const current = () => new URLSearchParams(window.location.search);
  const set = (key: FilterKey, value: string | null) =>
    setParams(withFilter(current(), key, value), { replace: true });
  // On a studio's own site every class is that studio's: no studio to choose.
  const shown = filterKeys.filter((k) => k !== 'studio' || choices.studio.length > 1);
  return (
    <form
      className="schedule-filters"
      aria-label="Filter classes"
      onSubmit={(e) => e.preventDefault()}
    >
      {shown.map((key) => (
        <label key={key} className="schedule-filters__field">
          <span>{labels[key]}</span>
          <select value={filter[key] ?? ''} onChange={(e) => set(key, e.target.value || null)}>
            <option value="">Any</option>
            {choices[key].map((c) => (
              <option key={c.value} value={c.value}>
                {c.label}
              </option>
            ))}
          </select>
        </label>
      ))}
      {isFiltered(filter) ? (
        <button
          type="button"
          className="link-button schedule-filters__clear"
          onClick={() => {
            let next = current();
            for (const key of filterKeys) next = withFilter(next, key, null);
            setParams(next, { replace: true });
          }}
        >
          Clear filters
        </button>
      ) : null}
    </form>
  );
}
