import { FriendsGoingNote } from '../../features/friends/friends-going.tsx';
import { RequireLiveAccess } from '../../features/schedule/live-access-gate.tsx';
import UpcomingPage from '../../features/schedule/upcoming-page.tsx';

/**
 * /newplatform/live/upcoming: the schedule's page of the member's live classes, each with the
 * friends going (the friends feature's).
 */
export default function UpcomingRoute() {
  return (
    <RequireLiveAccess>
      <UpcomingPage friendsGoing={(id) => <FriendsGoingNote liveClassId={id} />} />
    </RequireLiveAccess>
  );
}
