import { useParams } from 'react-router';
import { FriendsGoingList } from '../../features/friends/friends-going.tsx';
import { LiveRoom } from '../../features/live/live-room.tsx';
import LiveClassPage from '../../features/schedule/live-class-page.tsx';
import { RequireLiveAccess } from '../../features/schedule/live-access-gate.tsx';

/**
 * /newplatform/live/upcoming/{id}: the schedule's class page holding the live feature's room and
 * the friends going (the friends feature's).
 */
export default function LiveClassRoute() {
  const id = Number(useParams().id);
  return (
    <RequireLiveAccess classId={id}>
      <LiveClassPage
        room={(c) => <LiveRoom liveClass={c} />}
        friendsGoing={(id) => <FriendsGoingList liveClassId={id} />}
      />
    </RequireLiveAccess>
  );
}
