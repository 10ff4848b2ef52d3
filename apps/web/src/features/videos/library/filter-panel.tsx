import {
  bodyFocusOptions,
  classTypes,
  DEFAULT_VIDEO_FILTER,
  difficultyOptions,
  equipmentLabel,
  equipmentOptions,
  muscles,
  specialOptions,
  videoSorts,
  type VideoSort,
} from '@jetsweat/contract';
import { CheckList, RadioList, RangeInputs } from './filter-inputs.tsx';
import { defaultFilters, sortLabels, type LibraryFilters } from './filters.ts';

export interface StudioOption {
  id: number;
  name: string;
}

const classTypeOptions = classTypes.map((c) => ({ value: c, label: c }));
const equipmentChoices = equipmentOptions.map((e) => ({ value: e, label: equipmentLabel(e) }));
const muscleOptions = muscles.map((m) => ({ value: m, label: m }));

type Setter = <K extends keyof LibraryFilters>(key: K) => (value: LibraryFilters[K]) => void;

/** The filters that are lists to choose from. */
function ChoiceFilters(props: {
  f: LibraryFilters;
  studios: readonly StudioOption[];
  instructors: readonly string[];
  set: Setter;
}) {
  const { f, set } = props;
  return (
    <>
      <CheckList
        legend="Class type"
        options={classTypeOptions}
        chosen={f.classType}
        onChange={set('classType')}
      />
      <CheckList
        legend="Studio"
        options={props.studios.map((s) => ({ value: s.id, label: s.name }))}
        chosen={f.studio}
        onChange={set('studio')}
      />
      <CheckList
        legend="Instructor"
        options={props.instructors.map((name) => ({ value: name, label: name }))}
        chosen={f.instructor}
        onChange={set('instructor')}
      />
      <CheckList
        legend="Equipment"
        options={equipmentChoices}
        chosen={f.equipment}
        onChange={set('equipment')}
      />
      <CheckList
        legend="Target muscles"
        options={muscleOptions}
        chosen={f.targetMucles}
        onChange={set('targetMucles')}
      />
      <RadioList
        legend="Level"
        options={difficultyOptions}
        chosen={f.level}
        onChange={set('level')}
      />
      <RadioList
        legend="Focus"
        options={bodyFocusOptions}
        chosen={f.bodyFocus}
        onChange={set('bodyFocus')}
      />
      <RadioList
        legend="Special"
        options={specialOptions}
        chosen={f.special}
        onChange={set('special')}
      />
    </>
  );
}

/** Every filter of the library (spec 7, 9), applied as it changes; Reset goes back to the start. */
export function FilterPanel(props: {
  filters: LibraryFilters;
  studios: readonly StudioOption[];
  instructors: readonly string[];
  onChange(filters: LibraryFilters): void;
}) {
  const { filters: f, onChange } = props;
  const set: Setter = (key) => (value) => onChange({ ...f, [key]: value });
  return (
    <form className="filter-panel" aria-label="Filters" onSubmit={(e) => e.preventDefault()}>
      <label className="filter-sort">
        Sort by
        <select value={f.sort} onChange={(e) => set('sort')(e.target.value as VideoSort)}>
          {videoSorts.map((s) => (
            <option key={s} value={s}>
              {sortLabels[s]}
            </option>
          ))}
        </select>
      </label>
      <ChoiceFilters f={f} studios={props.studios} instructors={props.instructors} set={set} />
      <RangeInputs
        legend="Time length"
        unit="minutes"
        bounds={DEFAULT_VIDEO_FILTER.timeLength}
        value={f.timeLength}
        onChange={set('timeLength')}
      />
      <RangeInputs
        legend="Calorie burn"
        unit="kcal"
        bounds={DEFAULT_VIDEO_FILTER.calorieBurn}
        value={f.calorieBurn}
        onChange={set('calorieBurn')}
      />
      <button
        type="button"
        className="btn btn--ghost"
        onClick={() => onChange({ ...defaultFilters, search: f.search })}
      >
        Reset filters
      </button>
    </form>
  );
}
