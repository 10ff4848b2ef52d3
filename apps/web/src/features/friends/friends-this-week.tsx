import { Link } from '../../lib/link.tsx';
import { easternLongDate, easternTime, friendActivityTexts } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useFriendsFinished, useFriendsGoing } from './api/activity.ts';
import { FriendFace, FriendNames } from './friends-going.tsx';
import './friends-going.css';

/** Live classes friends booked, soonest first, each leading to its page; hidden when none. */
export function FriendsGoingCard() {
  const going = useFriendsGoing();
  const classes = going.data ?? [];
  if (classes.length === 0) return null;
  return (
    <section className="dashboard-section friends-activity" aria-labelledby="friends-going-card">
      <h2 id="friends-going-card">{friendActivityTexts.goingHeading}</h2>
      <ul className="friends-activity__list">
        {classes.slice(0, 5).map((c) => (
          <li key={c.liveClassId}>
            <Link to={paths.liveClass(c.liveClassId)}>{c.title}</Link>{' '}
            <time dateTime={c.scheduledDatetime}>
              {easternLongDate(c.scheduledDatetime)}, {easternTime(c.scheduledDatetime)} ET
            </time>
            <details className="friends-going">
              <summary>{friendActivityTexts.going(c.friends.length)}</summary>
              <FriendNames friends={c.friends} />
            </details>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * "Friends this week": the on-demand classes friends finished since Monday (Eastern Time), each
 * leading to the class; hidden when none.
 */
export function FriendsThisWeek() {
  const finished = useFriendsFinished();
  const rows = finished.data?.finished ?? [];
  if (rows.length === 0) return null;
  return (
    <section className="dashboard-section friends-activity" aria-labelledby="friends-this-week">
      <h2 id="friends-this-week">{friendActivityTexts.finishedHeading}</h2>
      <ul className="friends-activity__list">
        {rows.slice(0, 10).map((f) => (
          <li key={`${f.friend.id}-${f.videoId}`}>
            <FriendFace person={f.friend} /> {f.friend.firstName} {f.friend.lastName} finished{' '}
            <Link to={paths.video(f.videoId)}>{f.title}</Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
