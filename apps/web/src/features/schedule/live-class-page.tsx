import type { ReactNode } from 'react';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import {
  easternLongDate,
  easternTime,
  isRoomOpen,
  liveRoomTexts,
  scheduleTexts,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useNow } from '../../lib/use-now.ts';
import { Loader } from '../../ui/loader.tsx';
import { useAddToSchedule } from './api/book.ts';
import { useLiveClass } from './api/live-class.ts';
import { AddToCalendar } from './add-to-calendar.tsx';
import { StudioLogo } from './studio-logo.tsx';
import './live-class.css';

/** A 402 keeps the server's reason (spec 4: live class detail fetch). */
function NotShown({ error }: { error: unknown }) {
  const notInPlan = error instanceof ApiError && error.status === 402;
  return (
    <main className="page">
      <h1>{notInPlan ? 'This class is not in your plan' : 'Live class'}</h1>
      <p className={notInPlan ? undefined : 'form-error'} role="alert">
        {errorMessage(error)}
      </p>
      <p>
        <Link to={paths.liveSchedule}>See the live schedule</Link>
      </p>
    </main>
  );
}

/** 'Add to my schedule' for a class the person's plan includes but they have not booked. */
function AddToSchedule({ liveClass }: { liveClass: MemberLiveClass }) {
  const { user } = useSession();
  const site = useSite();
  const add = useAddToSchedule();
  return (
    <div className="join-entry">
      {add.isError ? (
        <div className="form-error" role="alert">
          {errorMessage(add.error)}
        </div>
      ) : null}
      <button
        type="button"
        className="btn btn--brand"
        disabled={add.isPending}
        onClick={() => user && add.mutate({ userId: user.id, liveClass })}
      >
        {add.isPending ? 'Adding…' : 'Add to my schedule'}
      </button>
      <p>
        {site.onWhiteLabelDomain
          ? 'Included in your membership.'
          : 'Included in your subscription.'}
      </p>
    </div>
  );
}

/** The class's studio, title, time, instructor, length and description, and the friends going. */
function ClassFacts({
  c,
  friendsGoing,
  inRoom = false,
}: {
  c: MemberLiveClass;
  friendsGoing?: ((liveClassId: number) => ReactNode) | undefined;
  /** Folded below the room, whose own heading is the page's. */
  inRoom?: boolean;
}) {
  const Title = inRoom ? 'h2' : 'h1';
  return (
    <>
      <div className="live-class__head">
        <StudioLogo className="live-class__logo" src={c.studioLogo} name={c.studioName} />
        <div>
          <Title>{c.title}</Title>
          <p className="live-class__studio">{c.studioName}</p>
        </div>
      </div>
      <dl className="live-class__facts">
        <dt>When</dt>
        <dd>
          <time dateTime={c.scheduledDatetime}>
            {easternLongDate(c.scheduledDatetime)} at {easternTime(c.scheduledDatetime)} ET
          </time>
        </dd>
        <dt>Instructor</dt>
        <dd>{c.instructor || 'To be announced'}</dd>
        <dt>Length</dt>
        <dd>{c.minutesDuration} minutes</dd>
      </dl>
      {c.description ? <p className="live-class__description">{c.description}</p> : null}
      {friendsGoing?.(c.id)}
    </>
  );
}

/**
 * /newplatform/live/upcoming/{id}: one live class, its time in Eastern Time, and the way in:
 * `room` is the class's live room (the live feature's), composed in src/app/routes.
 */
export default function LiveClassPage({
  room,
  friendsGoing,
}: {
  room: (c: MemberLiveClass) => ReactNode;
  /** The member's friends booked into the class (the friends feature's). */
  friendsGoing?: (liveClassId: number) => ReactNode;
}) {
  const id = Number(useParams().id);
  const query = useLiveClass(id);
  usePageTitle(query.data?.title ?? (query.isPending ? null : 'Class not found'));

  // A failed refetch (the network back a moment late) keeps the class and its live room on the
  // page: only a class never read is replaced by the error.
  const c = query.data;
  const now = useNow();
  if (!c) return query.isError ? <NotShown error={query.error} /> : <Loader />;
  // A booked class whose room is open puts the room first, at full width; the rest folds below.
  if (c.booked && isRoomOpen(c, now))
    return (
      <main className="page live-class live-class--in-room">
        <h1 className="live-class__room-title">{c.title}</h1>
        {room(c)}
        <details className="live-class__about">
          <summary>{liveRoomTexts.aboutClass}</summary>
          <ClassFacts c={c} friendsGoing={friendsGoing} inRoom />
          <p>
            <Link to={paths.liveUpcoming}>‹ Upcoming live classes</Link>
          </p>
        </details>
      </main>
    );
  return (
    <main className="page live-class">
      <p>
        <Link to={paths.liveUpcoming}>‹ Upcoming live classes</Link>
      </p>
      <ClassFacts c={c} friendsGoing={friendsGoing} />
      {room(c)}
      {c.booked ? null : <AddToSchedule liveClass={c} />}
      {c.booked ? (
        <p className="live-class__booked">
          <span className="booked-badge">✓ {scheduleTexts.booked}</span>{' '}
          {scheduleTexts.alreadyRegistered}{' '}
          <Link to={paths.liveUpcoming}>See your upcoming classes</Link>
        </p>
      ) : null}
      {c.booked ? <AddToCalendar liveClass={c} /> : null}
    </main>
  );
}
