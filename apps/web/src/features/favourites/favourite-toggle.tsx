import type { Video } from '@jetsweat/contract';
import { useFavouriteToggle } from './use-favourite-toggle.ts';
import './favourites.css';

/** The heart on a class: pressed when the class is a favourite. */
export function FavouriteToggle({ video }: { video: Video }) {
  const { isFavourite, toggle, message, ready } = useFavouriteToggle(video);
  return (
    <div className="favourite-toggle">
      <button
        type="button"
        className="btn btn--ghost favourite-toggle__button"
        aria-pressed={isFavourite}
        disabled={!ready && !message}
        onClick={toggle}
      >
        <span aria-hidden="true">{isFavourite ? '♥' : '♡'}</span>{' '}
        {isFavourite ? 'Favourited' : 'Favourite'}
      </button>
      <p className="favourite-toggle__message" role="status">
        {message}
      </p>
    </div>
  );
}
