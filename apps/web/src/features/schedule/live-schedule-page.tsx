import { usePageTitle } from '../../lib/use-page-title.ts';
import { useMemo, type ComponentType, type ReactNode } from 'react';
import { usePrefetchQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { easternDay, scheduleTexts, START_FREE_STUDIO_ID } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paymentConfigQuery } from '../../lib/card-payment/payment-config.ts';
import { paths } from '../../lib/paths.ts';
import { useSession, type SignInModalsProps } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { Tabs, type Tab } from '../../ui/tabs.tsx';
import { usePublicClasses } from './api/public-classes.ts';
import { usePurchased } from './api/purchased.ts';
import { BookingModals } from './booking-modals.tsx';
import { ScheduleFilterPanel } from './schedule-filter-panel.tsx';
import { readFilter, matchesFilter } from './schedule-filters.ts';
import { SchedulePanel } from './schedule-panel.tsx';
import { useBooking } from './use-booking.ts';
import { useScheduleDay } from './use-schedule-day.ts';
import { WeekStrip } from './week-strip.tsx';
import './live-schedule.css';

const DEFAULT_HERO = '/media/defaults/hero.svg';

function Hero({ image }: { image: string }) {
  return (
    <section className="live-schedule__hero" style={{ backgroundImage: `url("${image}")` }}>
      <div className="live-schedule__hero-text">
        <h1>{scheduleTexts.heading}</h1>
        <p>{scheduleTexts.intro}</p>
      </div>
    </section>
  );
}

function JoinLinks({ startFree }: { startFree: boolean }) {
  return (
    <div className="schedule-join">
      <Link className="btn btn--brand" to={paths.signup()}>
        {startFree ? scheduleTexts.startFree : scheduleTexts.startFreeTrial}
      </Link>
      <Link to={paths.login()}>{scheduleTexts.loginLink}</Link>
    </div>
  );
}

interface LiveSchedulePageProps {
  SignInModals: ComponentType<SignInModalsProps>;
  friendsGoing?: (liveClassId: number) => ReactNode;
}

/**
 * /liveschedule: the week's live classes, in Eastern Time, and the way to book one. A visitor
 * signs up or logs in without leaving the page, in the `SignInModals` src/app hands over; a
 * member sees which friends are going to a class (`friendsGoing`, the friends feature's), asked
 * for apart from the timetable, whose answer is the same for everyone.
 */
export default function LiveSchedulePage({ SignInModals, friendsGoing }: LiveSchedulePageProps) {
  usePageTitle('Live Schedule');
  const site = useSite();
  const { user } = useSession();
  const classes = usePublicClasses(site.onWhiteLabelDomain ? (site.studio?.id ?? null) : null);
  const [params] = useSearchParams();
  const filter = useMemo(() => readFilter(params), [params]);
  const all = classes.data;
  const matching = useMemo(() => all?.filter((c) => matchesFilter(c, filter)), [all, filter]);
  const today = easternDay(new Date());
  const day = useScheduleDay(matching, today, params.get('day'));
  // The payment key is fetched with the page (spec 7), so the card form is ready when Book is.
  usePrefetchQuery(paymentConfigQuery);
  const booking = useBooking();
  const purchased = usePurchased(user !== null);
  const bookedIds = useMemo(() => new Set(purchased.data?.map((c) => c.id)), [purchased.data]);
  const busyId = booking.step.kind === 'working' ? (booking.liveClass?.id ?? null) : null;

  const panel = (
    <SchedulePanel
      loadError={classes.isError ? errorMessage(classes.error) : null}
      onRetry={() => void classes.refetch()}
      loading={classes.isPending}
      classes={day.shown}
      bookedIds={bookedIds}
      busyId={busyId}
      onBook={booking.book}
      friendsGoing={friendsGoing}
    />
  );
  const tabs: Tab[] = [{ label: scheduleTexts.groupTab, content: panel }];
  if (day.hasPersonal) tabs.push({ label: scheduleTexts.personalTab, content: panel });
  return (
    <main className="live-schedule">
      <Hero image={site.studio?.hero || DEFAULT_HERO} />
      <div className="page live-schedule__body">
        {all ? <ScheduleFilterPanel classes={all} filter={filter} /> : null}
        <Tabs
          label="Kind of class"
          className="schedule-tabs"
          tabs={tabs}
          selected={day.shownKind === 'personal' ? 1 : 0}
          onSelect={(i) => day.chooseKind(i === 1 ? 'personal' : 'group')}
          keepHiddenPanels={false}
          beforePanel={
            <WeekStrip
              selected={day.selected}
              today={today}
              busyDays={day.busyDays}
              onSelect={day.chooseDay}
            />
          }
        />
        {user ? null : <JoinLinks startFree={site.studio?.id === START_FREE_STUDIO_ID} />}
      </div>
      <BookingModals booking={booking} SignInModals={SignInModals} />
    </main>
  );
}
