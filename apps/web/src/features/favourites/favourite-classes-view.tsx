import { favouriteTexts } from '@jetsweat/contract';
import { ClassCard, ClassGrid } from '../../ui/class-card.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useFavouriteVideos } from './api/favourite-videos.ts';
import { FavouriteHeart } from './favourite-heart.tsx';

/** The library's "favourites" view: the member's favourite classes, the latest first. */
export function FavouriteClassesView() {
  const favourites = useFavouriteVideos();
  if (favourites.isError && !favourites.data) {
    return (
      <div className="form-error" role="alert">
        {favouriteTexts.fetchFailed}
      </div>
    );
  }
  if (!favourites.data) return <Loader />;
  if (favourites.data.length === 0) {
    return <p>No favourites yet. Press the heart on a class to keep it here.</p>;
  }
  return (
    <ClassGrid label="Favourite classes">
      {favourites.data.map((f) => (
        <ClassCard key={f.videoId} video={f.video} action={<FavouriteHeart video={f.video} />} />
      ))}
    </ClassGrid>
  );
}
