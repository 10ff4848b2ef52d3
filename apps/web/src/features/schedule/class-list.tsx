import type { ReactNode } from 'react';
import { Link } from '../../lib/link.tsx';
import { easternTime, isLiveNow, scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { StudioLogo } from './studio-logo.tsx';
import type { MemberMarks } from './api/member-classes.ts';
import { WaitlistButton } from './waitlist-button.tsx';
import { useNow } from '../../lib/use-now.ts';
import { LiveNowBadge } from '../../ui/live-now.tsx';
import './class-list.css';

/**
 * "3 spots left", or "Full": from the class's capacity less the seats taken; or that a seat is
 * kept for this member (offered from the waitlist), who may book it full or not.
 */
const SeatsLeft = ({ seatsLeft, kept }: { seatsLeft: number; kept: boolean }) =>
  kept ? (
    <p className="schedule-class__seats" role="status">
      {scheduleTexts.seatKeptForYou}
    </p>
  ) : (
    <p className="schedule-class__seats">
      {seatsLeft <= 0 ? scheduleTexts.full : scheduleTexts.spotsLeft(seatsLeft)}
    </p>
  );

/** Booked: leads to the member's upcoming classes. */
const BookedLink = ({ title }: { title: string }) => (
  <Link
    className="btn schedule-class__book schedule-class__booked"
    to={paths.liveUpcoming}
    aria-label={`${title}: ${scheduleTexts.bookedLinkLabel}`}
  >
    ✓ {scheduleTexts.booked}
  </Link>
);

/** A booked class under way: straight into its room (a whole page load, for the camera). */
const JoinLink = ({ liveClass: c }: { liveClass: LiveClass }) => (
  <Link
    className="btn btn--brand schedule-class__book"
    reloadDocument
    to={paths.liveClass(c.id)}
    aria-label={`${scheduleTexts.join}: ${c.title}`}
  >
    {scheduleTexts.join}
  </Link>
);

/**
 * Join for a booked class under way, Booked (leading to the member's upcoming classes) for one
 * booked later, the waitlist of a full class for a member, or Book: Join on a class under way,
 * which books it and enters the room, until its studio stops taking bookings.
 */
function ClassAction(props: {
  liveClass: LiveClass;
  booked: boolean;
  full: boolean;
  live: boolean;
  /** Booking has closed: the class ended, or its studio stopped taking bookings. */
  closed: boolean;
  /** Whether the member waits for a seat; null for a visitor. */
  waiting: boolean | null;
  busyId: number | null;
  onBook(c: LiveClass): void;
}) {
  const { liveClass: c, full, live, closed, busyId } = props;
  if (props.booked) return live ? <JoinLink liveClass={c} /> : <BookedLink title={c.title} />;
  if (full && !live && !closed && props.waiting !== null)
    return <WaitlistButton liveClass={c} waiting={props.waiting} />;
  return (
    <button
      type="button"
      className="btn btn--brand schedule-class__book"
      disabled={closed || full || busyId !== null}
      onClick={() => props.onBook(c)}
      aria-label={live && !closed && !full ? `${scheduleTexts.join}: ${c.title}` : undefined}
    >
      {closed
        ? scheduleTexts.bookingClosedShort
        : full
          ? scheduleTexts.full
          : busyId === c.id
            ? 'Booking…'
            : live
              ? scheduleTexts.join
              : scheduleTexts.book}
    </button>
  );
}

/**
 * The chosen day's classes, already sorted by time: time (Eastern), logo, title, instructor, studio,
 * and Book, or Booked (leading to the member's upcoming classes) for a class they have booked.
 * The list keeps a class until it ends: one under way says "Live now" and offers Join (booking it
 * on the way in) until its studio's booking closes (issue 51, item 1).
 */
export function ClassList({
  classes,
  bookedIds,
  busyId,
  onBook,
  marks,
  friendsGoing,
}: {
  classes: LiveClass[];
  bookedIds: ReadonlySet<number>;
  /** The member's waitlists and seats kept for them; undefined for a visitor. */
  marks?: MemberMarks;
  busyId: number | null;
  onBook(c: LiveClass): void;
  /** Which of the member's friends booked the class (the friends feature's, from src/app). */
  friendsGoing?: ((liveClassId: number) => ReactNode) | undefined;
}) {
  const now = useNow();
  return (
    <ul className="schedule-classes">
      {classes.map((c) => {
        const kept = marks?.seatHeld.has(c.id) ?? false;
        const full = c.seatsLeft <= 0 && !kept;
        const started = Date.parse(c.scheduledDatetime) <= now;
        const live = isLiveNow(c, now);
        const closed = now >= Date.parse(c.bookingClosesAt);
        return (
          <li key={c.id} className="schedule-class" data-class-id={c.id}>
            <time className="schedule-class__time" dateTime={c.scheduledDatetime}>
              {easternTime(c.scheduledDatetime)} <abbr title="Eastern Time">ET</abbr>
            </time>
            <StudioLogo className="schedule-class__logo" src={c.studioLogo} name={c.studioName} />
            <div className="schedule-class__what">
              <h3 className="schedule-class__title">{c.title}</h3>
              <p className="schedule-class__instructor">{c.instructor}</p>
              <p className="schedule-class__studio">{c.studioName}</p>
              {live ? <LiveNowBadge /> : null}
              {started ? null : <SeatsLeft seatsLeft={c.seatsLeft} kept={kept} />}
              {friendsGoing?.(c.id)}
            </div>
            <ClassAction
              liveClass={c}
              booked={bookedIds.has(c.id)}
              full={full}
              live={live}
              closed={closed}
              waiting={marks ? marks.waiting.has(c.id) : null}
              busyId={busyId}
              onBook={onBook}
            />
          </li>
        );
      })}
    </ul>
  );
}
