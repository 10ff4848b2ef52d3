import type { Studio } from '@jetsweat/contract';
import { nextStart, previousStart } from './explore-paging.ts';

/** The logo carousel: a page of logos at a time, with arrows and a count for screen readers. */
export function ExploreCarousel(props: {
  studios: Studio[];
  start: number;
  perPage: number;
  chosen: number;
  onPage(start: number): void;
  onChoose(index: number): void;
}) {
  const { studios, start, perPage, chosen } = props;
  const total = studios.length;
  return (
    <>
      <div className="explore__carousel" role="group" aria-label="Studio logos">
        <button
          type="button"
          className="explore__arrow"
          aria-label="Previous studios"
          disabled={start === 0}
          onClick={() => props.onPage(previousStart(start, perPage))}
        >
          ‹
        </button>
        <ul className="explore__logos">
          {studios.slice(start, start + perPage).map((s, offset) => (
            <li key={s.id}>
              <button
                type="button"
                className="explore__logo"
                aria-pressed={start + offset === chosen}
                onClick={() => props.onChoose(start + offset)}
              >
                <img src={s.logoUrl} alt={s.name} width={120} height={60} />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="explore__arrow"
          aria-label="Next studios"
          disabled={start + perPage >= total}
          onClick={() => props.onPage(nextStart(start, total, perPage))}
        >
          ›
        </button>
      </div>
      <p className="explore__count" aria-live="polite">
        Studios {start + 1}–{Math.min(start + perPage, total)} of {total}
      </p>
    </>
  );
}
