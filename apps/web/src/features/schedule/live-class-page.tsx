import { useCallback, useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import {
  easternLongDate,
  easternTime,
  scheduleTexts,
  type MemberLiveClass,
} from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../accounts/session.tsx';
import { useSite } from '../studios/site.tsx';
import { scheduleApi } from './api.ts';
import { JoinEntry } from './join-entry.tsx';
import { StudioLogo } from './studio-logo.tsx';
import './live-schedule.css';

type Load =
  | { kind: 'loading' }
  | { kind: 'ok'; liveClass: MemberLiveClass }
  | { kind: 'failed'; status: number; message: string };

/** /newplatform/live/upcoming/{id}: one live class, its time in Eastern Time, and the way in. */
export default function LiveClassPage() {
  const id = Number(useParams().id);
  const { user } = useSession();
  const site = useSite();
  const [load, setLoad] = useState<Load>({ kind: 'loading' });
  const [adding, setAdding] = useState(false);
  const [addError, setAddError] = useState<string | null>(null);

  const fetchClass = useCallback(() => {
    scheduleApi
      .liveClass(id)
      .then((liveClass) => setLoad({ kind: 'ok', liveClass }))
      // A 402 keeps the server's reason (spec 4: live class detail fetch).
      .catch((err: unknown) =>
        setLoad({
          kind: 'failed',
          status: err instanceof ApiError ? err.status : 0,
          message: errorMessage(err),
        }),
      );
  }, [id]);
  useEffect(fetchClass, [fetchClass]);

  if (load.kind === 'loading') return <Loader />;
  if (load.kind === 'failed') {
    return (
      <main className="page">
        <h1>{load.status === 402 ? 'This class is not in your plan' : 'Live class'}</h1>
        <p className={load.status === 402 ? undefined : 'form-error'} role="alert">
          {load.message}
        </p>
        <p>
          <Link to={paths.liveSchedule}>See the live schedule</Link>
        </p>
      </main>
    );
  }
  const c = load.liveClass;
  const addToSchedule = async () => {
    if (!user) return;
    setAdding(true);
    setAddError(null);
    try {
      await scheduleApi.addToSchedule(user.id, c);
      fetchClass();
    } catch (err) {
      setAddError(errorMessage(err));
    } finally {
      setAdding(false);
    }
  };
  return (
    <main className="page live-class">
      <p>
        <Link to={paths.liveUpcoming}>‹ Upcoming live classes</Link>
      </p>
      <div className="live-class__head">
        <StudioLogo className="live-class__logo" src={c.studioLogo} name={c.studioName} />
        <div>
          <h1>{c.title}</h1>
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
      {c.booked ? (
        <JoinEntry liveClass={c} />
      ) : (
        <div className="join-entry">
          {addError ? (
            <div className="form-error" role="alert">
              {addError}
            </div>
          ) : null}
          <button
            type="button"
            className="btn btn--brand"
            disabled={adding}
            onClick={() => void addToSchedule()}
          >
            {adding ? 'Adding…' : 'Add to my schedule'}
          </button>
          <p>
            {site.onWhiteLabelDomain
              ? 'Included in your membership.'
              : 'Included in your subscription.'}
          </p>
        </div>
      )}
      {c.booked ? <p className="live-class__booked">{scheduleTexts.alreadyRegistered}</p> : null}
    </main>
  );
}
