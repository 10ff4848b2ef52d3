import { useParams } from 'react-router';
import { LiveRoom } from '../../features/live/live-room.tsx';
import LiveClassPage from '../../features/schedule/live-class-page.tsx';
import { RequireLiveAccess } from '../../features/schedule/live-access-gate.tsx';

/** /newplatform/live/upcoming/{id}: the schedule's class page holding the live feature's room. */
export default function LiveClassRoute() {
  const id = Number(useParams().id);
  return (
    <RequireLiveAccess classId={id}>
      <LiveClassPage room={(c) => <LiveRoom liveClass={c} />} />
    </RequireLiveAccess>
  );
}
