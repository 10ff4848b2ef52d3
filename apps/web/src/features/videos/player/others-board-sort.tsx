import { useId } from 'react';
import { boardSortKeys, boardSortNames, type BoardSortKey } from '@jetsweat/contract';

/**
 * What the on-demand board ranks by, the member's choice: the live room's two rankings (zone
 * points or calories). Kept by the board while the page is open, as the room keeps the
 * instructor's, and sent with each question.
 */
export function OthersBoardSort({
  videoId,
  sortBy,
  onChange,
}: {
  videoId: number;
  sortBy: BoardSortKey;
  onChange: (sortBy: BoardSortKey) => void;
}) {
  const legend = useId();
  return (
    <fieldset className="others-board__sort" aria-labelledby={legend}>
      <legend id={legend}>Rank the board by</legend>
      {boardSortKeys.map((key) => (
        <label key={key}>
          <input
            type="radio"
            name={`others-board-sort-${videoId}`}
            value={key}
            checked={sortBy === key}
            onChange={() => onChange(key)}
          />
          {boardSortNames[key]}
        </label>
      ))}
    </fieldset>
  );
}
