import { useId } from 'react';
import type { Range } from './filters.ts';

interface Option<T> {
  value: T;
  label: string;
}

/** A group of checkboxes, folded away until opened; its summary says how many are chosen. */
export function CheckList<T extends string | number>(props: {
  legend: string;
  options: readonly Option<T>[];
  chosen: readonly T[];
  onChange(chosen: T[]): void;
}) {
  const { legend, options, chosen, onChange } = props;
  const toggle = (value: T) =>
    onChange(chosen.includes(value) ? chosen.filter((c) => c !== value) : [...chosen, value]);
  return (
    <details className="filter-group">
      <summary>
        {legend}
        {chosen.length > 0 && <span className="filter-group__count"> ({chosen.length})</span>}
      </summary>
      <fieldset>
        <legend className="visually-hidden">{legend}</legend>
        {options.map((o) => (
          <label key={o.value} className="filter-choice">
            <input
              type="checkbox"
              checked={chosen.includes(o.value)}
              onChange={() => toggle(o.value)}
            />
            {o.label}
          </label>
        ))}
      </fieldset>
    </details>
  );
}

/** One choice of a few, shown as radio buttons. */
export function RadioList<T extends string>(props: {
  legend: string;
  options: readonly T[];
  chosen: T;
  onChange(chosen: T): void;
}) {
  const name = useId();
  return (
    <fieldset className="filter-group filter-group--radios">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o} className="filter-choice">
          <input
            type="radio"
            name={name}
            checked={props.chosen === o}
            onChange={() => props.onChange(o)}
          />
          {o}
        </label>
      ))}
    </fieldset>
  );
}

/** A lowest and highest value; a value out of bounds or reversed is put back in range. */
export function RangeInputs(props: {
  legend: string;
  unit: string;
  bounds: Range;
  value: Range;
  onChange(value: Range): void;
}) {
  const { legend, unit, bounds, value, onChange } = props;
  const clamp = (n: number) => Math.min(bounds.max, Math.max(bounds.min, n));
  const set = (key: keyof Range, raw: string) => {
    const n = raw === '' ? bounds[key] : clamp(Number(raw));
    if (Number.isNaN(n)) return;
    const next = { ...value, [key]: n };
    if (next.min > next.max) next[key === 'min' ? 'max' : 'min'] = n;
    onChange(next);
  };
  return (
    <fieldset className="filter-group filter-range">
      <legend>
        {legend} ({unit})
      </legend>
      <label>
        From
        <input
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          value={value.min}
          onChange={(e) => set('min', e.target.value)}
        />
      </label>
      <label>
        to
        <input
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          value={value.max}
          onChange={(e) => set('max', e.target.value)}
        />
      </label>
    </fieldset>
  );
}
