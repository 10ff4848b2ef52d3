import { useMemo } from 'react';
import { FavouriteHeart } from '../../features/favourites/favourite-heart.tsx';
import { FavouriteClassesView } from '../../features/favourites/favourite-classes-view.tsx';
import { useStudiosWithPages } from '../../features/studios/api/studios-with-pages.ts';
import ClassesPage from '../../features/videos/classes-page.tsx';
import { useSite } from '../../lib/site.ts';

/**
 * /newplatform/items/classes: the library, with the favourites view and the studios to filter by.
 * A studio's own site lists only its classes (the server decides), so its filters offer only that
 * studio and its instructors.
 */
export default function ClassesRoute() {
  const catalogue = useStudiosWithPages();
  const site = useSite();
  const siteStudioId = site.onWhiteLabelDomain ? (site.studio?.id ?? null) : null;
  const studios = useMemo(
    () => ({
      data: catalogue.data?.filter((s) => siteStudioId === null || s.id === siteStudioId),
    }),
    [catalogue.data, siteStudioId],
  );
  const options = useMemo(
    () =>
      (studios.data ?? [])
        .map((s) => ({ id: s.id, name: s.name }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [studios.data],
  );
  // Classes show their instructor by name, and the filter matches that name.
  const instructors = useMemo(
    () =>
      [...new Set((studios.data ?? []).flatMap((s) => s.instructors.map((i) => i.name)))].sort(
        (a, b) => a.localeCompare(b),
      ),
    [studios.data],
  );
  return (
    <ClassesPage
      favourites={<FavouriteClassesView />}
      studios={options}
      instructors={instructors}
      cardActions={(video) => <FavouriteHeart video={video} />}
    />
  );
}
