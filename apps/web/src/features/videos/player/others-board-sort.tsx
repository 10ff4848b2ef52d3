import type { BoardSortKey } from '@jetsweat/contract';
import { BoardSortRadios } from '../../../lib/heart-rate/board-sort-radios.tsx';

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
  return (
    <BoardSortRadios
      legend="Rank the board by"
      name={`others-board-sort-${videoId}`}
      className="others-board__sort"
      value={sortBy}
      onChange={onChange}
    />
  );
}
