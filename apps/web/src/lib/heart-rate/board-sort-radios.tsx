import { useId, type ReactNode } from 'react';
import { boardSortKeys, boardSortNames, type BoardSortKey } from '@jetsweat/contract';

/**
 * What a leaderboard ranks by (zone points or calories), as radio buttons under a legend: the
 * instructor's choice in the live room and the member's on the on-demand board. `children` follow
 * the buttons (a problem to show).
 */
export function BoardSortRadios({
  legend,
  name,
  className,
  value,
  disabled = false,
  onChange,
  children,
}: {
  legend: string;
  name: string;
  className: string;
  value: BoardSortKey;
  disabled?: boolean;
  onChange: (sortBy: BoardSortKey) => void;
  children?: ReactNode;
}) {
  const legendId = useId();
  return (
    <fieldset className={className} aria-labelledby={legendId}>
      <legend id={legendId}>{legend}</legend>
      {boardSortKeys.map((key) => (
        <label key={key}>
          <input
            type="radio"
            name={name}
            value={key}
            checked={value === key}
            disabled={disabled}
            onChange={() => onChange(key)}
          />
          {boardSortNames[key]}
        </label>
      ))}
      {children}
    </fieldset>
  );
}
