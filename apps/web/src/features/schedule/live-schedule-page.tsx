import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { Link } from 'react-router';
import {
  easternDay,
  PERSONAL_TRAINING_AVAILABILITY,
  scheduleTexts,
  START_FREE_STUDIO_ID,
  type DayKey,
  type LiveClass,
} from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../accounts/session.tsx';
import { loadPaymentConfig } from '../billing/card-payment/payment-config.ts';
import { useSite } from '../studios/site.tsx';
import { scheduleApi } from './api.ts';
import { BookingModals } from './booking-modals.tsx';
import { ClassList } from './class-list.tsx';
import { useBooking } from './use-booking.ts';
import { WeekStrip } from './week-strip.tsx';
import './live-schedule.css';

const DEFAULT_HERO = '/media/defaults/hero.svg';
type Tab = 'group' | 'personal';
const isPersonal = (c: LiveClass) => c.product.availability === PERSONAL_TRAINING_AVAILABILITY;

/** /liveschedule: the week's live classes, in Eastern Time, and the way to book one. */
export default function LiveSchedulePage() {
  const site = useSite();
  const { user } = useSession();
  const siteStudioId = site.onWhiteLabelDomain ? (site.studio?.id ?? null) : null;
  const [classes, setClasses] = useState<LiveClass[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const today = easternDay(new Date());
  const [selected, setSelected] = useState<DayKey>(today);
  const [tab, setTab] = useState<Tab>('group');
  const arrived = useRef(false);

  const load = useCallback(() => {
    scheduleApi
      .publicClasses(siteStudioId)
      .then((list) => {
        // On arrival, when today has nothing left to book, open the first day that has.
        if (!arrived.current && list.length > 0) {
          const first = easternDay(list[0]!.scheduledDatetime);
          setSelected((day) => (day === easternDay(new Date()) && first > day ? first : day));
        }
        arrived.current = true;
        setClasses(list);
        setLoadError(null);
      })
      .catch((err: unknown) => setLoadError(errorMessage(err)));
  }, [siteStudioId]);
  useEffect(load, [load]);
  // The payment key is fetched with the page (spec 7), so the card form is ready when Book is.
  useEffect(() => void loadPaymentConfig(), []);
  const booking = useBooking(load);

  const byDay = useMemo(() => {
    const days = new Map<DayKey, LiveClass[]>();
    for (const c of classes ?? []) {
      const day = easternDay(c.scheduledDatetime);
      days.set(day, [...(days.get(day) ?? []), c]);
    }
    return days;
  }, [classes]);
  const dayClasses = byDay.get(selected) ?? [];
  const personal = dayClasses.filter(isPersonal);
  const group = dayClasses.filter((c) => !isPersonal(c));
  // The Personal Training tab exists only on a day that has such a class.
  const shownTab: Tab =
    personal.length > 0 && (tab === 'personal' || group.length === 0) ? 'personal' : 'group';
  const shown = shownTab === 'personal' ? personal : group;
  const busyId = booking.step.kind === 'working' ? (booking.liveClass?.id ?? null) : null;

  const choose = (day: DayKey) => {
    setSelected(day);
    setTab('group');
  };

  return (
    <main className="live-schedule">
      <section
        className="live-schedule__hero"
        style={{ backgroundImage: `url("${site.studio?.hero || DEFAULT_HERO}")` }}
      >
        <div className="live-schedule__hero-text">
          <h1>{scheduleTexts.heading}</h1>
          <p>{scheduleTexts.intro}</p>
        </div>
      </section>
      <div className="page live-schedule__body">
        <div className="schedule-tabs" role="tablist" aria-label="Kind of class">
          <button
            type="button"
            role="tab"
            id="tab-group"
            aria-selected={shownTab === 'group'}
            aria-controls="schedule-panel"
            onClick={() => setTab('group')}
          >
            {scheduleTexts.groupTab}
          </button>
          {personal.length > 0 ? (
            <button
              type="button"
              role="tab"
              id="tab-personal"
              aria-selected={shownTab === 'personal'}
              aria-controls="schedule-panel"
              onClick={() => setTab('personal')}
            >
              {scheduleTexts.personalTab}
            </button>
          ) : null}
        </div>
        <WeekStrip
          selected={selected}
          today={today}
          busyDays={new Set(byDay.keys())}
          onSelect={choose}
        />
        <section
          id="schedule-panel"
          role="tabpanel"
          aria-labelledby={shownTab === 'personal' ? 'tab-personal' : 'tab-group'}
          className="schedule-panel"
        >
          {loadError ? (
            <div className="form-error" role="alert">
              {loadError}{' '}
              <button type="button" className="link-button" onClick={load}>
                Try again
              </button>
            </div>
          ) : classes === null ? (
            <Loader />
          ) : shown.length === 0 ? (
            <div className="schedule-empty">
              <h3>{scheduleTexts.noResultsTitle}</h3>
              <p>{scheduleTexts.noResults}</p>
            </div>
          ) : (
            <ClassList classes={shown} busyId={busyId} onBook={booking.book} />
          )}
        </section>
        {user ? null : (
          <div className="schedule-join">
            <Link className="btn btn--brand" to={paths.signup()}>
              {site.studio?.id === START_FREE_STUDIO_ID
                ? scheduleTexts.startFree
                : scheduleTexts.startFreeTrial}
            </Link>
            <Link to={paths.login()}>{scheduleTexts.loginLink}</Link>
          </div>
        )}
      </div>
      <BookingModals booking={booking} />
    </main>
  );
}
