import LiveSchedulePage from '../../features/schedule/live-schedule-page.tsx';
import { SignInModals } from '../../features/accounts/sign-in-modals.tsx';

/** /liveschedule: the schedule's booking signs visitors up or in with the accounts modals. */
export default function LiveScheduleRoute() {
  return <LiveSchedulePage SignInModals={SignInModals} />;
}
