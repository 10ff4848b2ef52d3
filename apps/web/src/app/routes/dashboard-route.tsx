import { useMemo } from 'react';
import {
  FavouriteClassTypes,
  FavouriteStudios,
} from '../../features/favourites/dashboard-favourites.tsx';
import { FriendsGoingCard, FriendsThisWeek } from '../../features/friends/friends-this-week.tsx';
import { useStudiosWithPages } from '../../features/studios/api/studios-with-pages.ts';
import { HabitsCard } from '../../features/videos/dashboard/habits-card.tsx';
import { RecommendedPrograms, Totals } from '../../features/videos/dashboard/programs-totals.tsx';
import {
  ContinueWatching,
  NoEquipmentClasses,
  RecentHistory,
} from '../../features/videos/dashboard/watching.tsx';
import { TodaysWorkout, UpcomingWorkouts } from '../../features/workouts/dashboard-workouts.tsx';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MemberNav } from '../../ui/member-nav.tsx';
import './dashboard.css';

/** The studios a member can favourite: those of the catalogue, by name. */
function useStudioEntries() {
  const studios = useStudiosWithPages();
  return useMemo(
    () =>
      (studios.data ?? [])
        .filter((s) => s.inCatalogue)
        .map((s) => ({ id: s.id, name: s.name, shortName: s.shortName }))
        .sort((a, b) => a.name.localeCompare(b.name)),
    [studios.data],
  );
}

/**
 * /newplatform/dashboard: the dashboard store's sections (spec 3): today's workout, what is
 * coming up, continue watching, history, no-equipment classes, recommended programs, class types
 * and studios with the member's favourites first, and totals; and (ours, issue 24) the live
 * classes friends are going to and the classes they finished this week, when there are any.
 */
export default function DashboardRoute() {
  usePageTitle('Dashboard');
  const { user } = useSession();
  const studios = useStudioEntries();
  return (
    <main className="page dashboard">
      <h1>Dashboard</h1>
      <p className="dashboard__hello">Hi {user?.firstName}, ready to sweat?</p>
      <p>
        <Link to={paths.friends}>Train with friends</Link>: find them, or invite them.
      </p>
      <MemberNav />
      <div className="dashboard__top">
        <TodaysWorkout />
        <UpcomingWorkouts />
        <Totals />
        <HabitsCard />
      </div>
      <FriendsGoingCard />
      <FriendsThisWeek />
      <ContinueWatching />
      <RecommendedPrograms />
      <NoEquipmentClasses />
      <RecentHistory />
      <FavouriteClassTypes />
      <FavouriteStudios studios={studios} />
    </main>
  );
}
