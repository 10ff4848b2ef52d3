import type { Video } from '@jetsweat/contract';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import './favourites.css';

/** The small heart on a class card: the same toggle as the class page's, named by the class. */
export function FavouriteHeart({ video }: { video: Video }) {
  const { isFavourite, toggle, message } = useFavouriteToggle(video);
  return (
    <div className="favourite-heart-wrap">
      <button
        type="button"
        className="favourite-heart"
        aria-pressed={isFavourite}
        aria-label={`Favourite ${video.title}`}
        onClick={toggle}
      >
        <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>
      </button>
      {message && (
        <span className="favourite-heart__message" role="status">
          {message}
        </span>
      )}
    </div>
  );
}
