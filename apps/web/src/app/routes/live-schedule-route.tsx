import LiveSchedulePage from '../../features/schedule/live-schedule-page.tsx';
import { SignInModals } from '../../features/accounts/sign-in-modals.tsx';
import { FriendsGoingNote } from '../../features/friends/friends-going.tsx';

/**
 * /liveschedule: the schedule's booking signs visitors up or in with the accounts modals, and a
 * member sees which friends are going to each class (the friends feature's, asked for apart).
 */
export default function LiveScheduleRoute() {
  return (
    <LiveSchedulePage
      SignInModals={SignInModals}
      friendsGoing={(id) => <FriendsGoingNote liveClassId={id} />}
    />
  );
}
