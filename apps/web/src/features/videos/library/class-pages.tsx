import type { ListBody } from '../api/keys.ts';
import { useEffect, useRef } from 'react';
import { videoTexts } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { ClassCard, ClassGrid } from '../../../ui/class-card.tsx';
import { useCardActions } from './card-actions.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useVideoPages } from '../api/video-list.ts';
import { correctedSearch } from './search-correction.ts';

/** Asks for the next page when the end of the list scrolls into view. */
function useLoadMoreWhenSeen(loadMore: () => void, active: boolean) {
  const sentinel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !active || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) loadMore();
      },
      { rootMargin: '400px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [loadMore, active]);
  return sentinel;
}

/** The library as one list that grows as the member scrolls (a button does the same). */
export function ClassPages({ body, label }: { body: ListBody; label: string }) {
  const pages = useVideoPages(body);
  const cardActions = useCardActions();
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = pages;
  const canLoad = Boolean(hasNextPage) && !isFetchingNextPage;
  const sentinel = useLoadMoreWhenSeen(() => void fetchNextPage(), canLoad);

  if (pages.isError && !pages.data) {
    return (
      <div className="form-error" role="alert">
        {errorMessage(pages.error)}
      </div>
    );
  }
  if (!pages.data) {
    return (
      <div className="library-loading" role="status" aria-live="polite">
        <Loader />
        <p>{videoTexts.loading}</p>
      </div>
    );
  }
  const videos = pages.data.pages.flat();
  if (videos.length === 0) return <p role="status">{videoTexts.noResults}</p>;
  const corrected = correctedSearch(body.search ?? '', videos[0]);
  return (
    <>
      {corrected ? (
        <p className="library-corrected">
          Showing results for <strong>{corrected}</strong>
        </p>
      ) : null}
      <p className="visually-hidden" role="status">
        {corrected ? `Showing results for ${corrected}: ` : ''}
        {videos.length} classes shown
      </p>
      <ClassGrid label={label}>
        {videos.map((v) => (
          <ClassCard key={v.id} video={v} action={cardActions(v)} />
        ))}
      </ClassGrid>
      <div ref={sentinel} />
      {isFetchingNextPage && <Loader />}
      {canLoad && (
        <button
          type="button"
          className="btn btn--ghost library-more"
          onClick={() => void fetchNextPage()}
        >
          Show more classes
        </button>
      )}
    </>
  );
}
