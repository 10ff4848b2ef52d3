import { FavouriteToggle } from '../../features/favourites/favourite-toggle.tsx';
import ClassPage from '../../features/videos/class-page.tsx';
import { ScheduleClassForm } from '../../features/workouts/schedule-class-form.tsx';

/** /newplatform/items/classes/{videoId}: the player, with the favourite heart and scheduling. */
export default function ClassRoute() {
  return (
    <ClassPage
      actions={(video) => (
        <>
          <FavouriteToggle video={video} />
          <ScheduleClassForm videoId={video.id} />
        </>
      )}
    />
  );
}
