import { usePageTitle } from '../../lib/use-page-title.ts';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import {
  easternLongDate,
  easternTime,
  isLiveNow,
  isRoomOpen,
  scheduleTexts,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { isEntitled } from '../../lib/access.ts';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useNow } from '../../lib/use-now.ts';
import { LiveNowBadge } from '../../ui/live-now.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useMemberClasses } from './api/member-classes.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { CancelBooking } from './cancel-booking.tsx';
import { cancelClosedLine, cancellable } from './cancel-policy.ts';
import { StudioLogo } from './studio-logo.tsx';
import './class-list.css';

const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/**
 * Which of the member's friends booked a class (the friends feature's, handed in by src/app):
 * given to every row of the page without passing it down through each list.
 */
const FriendsGoingSlot = createContext<((liveClassId: number) => ReactNode) | undefined>(undefined);

function Row({ c, onCancelled }: { c: MemberLiveClass; onCancelled?(message: string): void }) {
  const { booked } = c;
  const now = useNow();
  const friendsGoing = useContext(FriendsGoingSlot);
  return (
    <li className="schedule-class" data-class-id={c.id}>
      <time className="schedule-class__time" dateTime={c.scheduledDatetime}>
        {easternTime(c.scheduledDatetime)} <abbr title="Eastern Time">ET</abbr>
        <span className="schedule-class__date">{easternLongDate(c.scheduledDatetime)}</span>
      </time>
      <StudioLogo className="schedule-class__logo" src={c.studioLogo} name={c.studioName} />
      <div className="schedule-class__what">
        <h3 className="schedule-class__title">{c.title}</h3>
        <p className="schedule-class__instructor">{c.instructor}</p>
        <p className="schedule-class__studio">{c.studioName}</p>
        {isLiveNow(c, now) ? <LiveNowBadge /> : null}
        {friendsGoing?.(c.id)}
      </div>
      <div className="schedule-class__actions">
        {booked && isRoomOpen(c, now) ? (
          // A whole page load: the room's page may use the camera only when loaded as itself.
          <Link
            className="btn btn--brand"
            reloadDocument
            to={paths.liveClass(c.id)}
            aria-label={`${scheduleTexts.joinClass}: ${c.title}`}
          >
            {scheduleTexts.joinClass}
          </Link>
        ) : null}
        <Link className="btn" to={paths.liveClass(c.id)} aria-label={`Details of ${c.title}`}>
          Details
        </Link>
        {booked ? <AddToCalendar liveClass={c} /> : null}
        {booked && onCancelled && cancellable(c, now) ? (
          <CancelBooking liveClass={c} onDone={onCancelled} />
        ) : null}
        {booked && onCancelled && cancelClosedLine(c, now) ? (
          <p className="schedule-class__policy">{cancelClosedLine(c, now)}</p>
        ) : null}
      </div>
    </li>
  );
}

function Rows({
  classes,
  onCancelled,
}: {
  classes: MemberLiveClass[];
  onCancelled?(message: string): void;
}) {
  return (
    <ul className="schedule-classes">
      {classes.map((c) => (
        <Row key={c.id} c={c} onCancelled={onCancelled} />
      ))}
    </ul>
  );
}

function ComingUp({ classes }: { classes: MemberLiveClass[] }) {
  const weekEnd = Date.now() + WEEK_MS;
  const others = classes.filter((c) => !c.booked && Date.parse(c.scheduledDatetime) < weekEnd);
  return (
    <section aria-labelledby="others-heading">
      <h2 id="others-heading">Coming up this week</h2>
      {others.length === 0 ? <p>No other live classes this week.</p> : <Rows classes={others} />}
      <p>
        <Link to={paths.liveSchedule}>See the whole live schedule</Link>
      </p>
    </section>
  );
}

/**
 * /newplatform/live/upcoming: the member's booked live classes, then the coming week's others,
 * each saying which friends are going (`friendsGoing`, composed in src/app/routes).
 */
export default function UpcomingPage({
  friendsGoing,
}: {
  friendsGoing?: (liveClassId: number) => ReactNode;
}) {
  usePageTitle('Upcoming live classes');
  const site = useSite();
  const { user } = useSession();
  const classes = useMemberClasses(site.onWhiteLabelDomain ? (site.studio?.id ?? null) : null);
  const [cancelled, setCancelled] = useState<string | null>(null);

  // A failed refetch (after a booking, or as the network comes back) keeps the list shown.
  if (classes.isError && !classes.data) {
    return (
      <main className="page">
        <h1>Upcoming Live Classes</h1>
        <div className="form-error" role="alert">
          {errorMessage(classes.error)}
        </div>
      </main>
    );
  }
  if (!classes.data) return <Loader />;
  const booked = classes.data.filter((c) => c.booked);
  return (
    <FriendsGoingSlot.Provider value={friendsGoing}>
      <main className="page">
        <h1>Upcoming Live Classes</h1>
        <section aria-labelledby="booked-heading">
          <h2 id="booked-heading">Your booked classes</h2>
          {cancelled ? (
            <p className="form-success" role="status">
              {cancelled}
            </p>
          ) : null}
          {booked.length === 0 ? (
            <p>
              You have no live classes booked yet.{' '}
              <Link to={paths.liveSchedule}>Book one on the live schedule</Link>.
            </p>
          ) : (
            <Rows classes={booked} onCancelled={setCancelled} />
          )}
        </section>
        {/* Someone who bought single classes (no plan) books more on the schedule, where they pay. */}
        {isEntitled(user) ? (
          <ComingUp classes={classes.data} />
        ) : (
          <p>
            <Link to={paths.liveSchedule}>Book more classes on the live schedule</Link>
          </p>
        )}
      </main>
    </FriendsGoingSlot.Provider>
  );
}
