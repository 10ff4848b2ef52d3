import type { ReactNode } from 'react';
import { scheduleTexts, type LiveClass } from '@jetsweat/contract';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import { useMemberMarks } from './api/member-classes.ts';
import { ClassList } from './class-list.tsx';

/** The chosen day's classes of the chosen kind, or why there are none. */
export function SchedulePanel(props: {
  loadError: string | null;
  onRetry(): void;
  loading: boolean;
  classes: LiveClass[];
  bookedIds: ReadonlySet<number>;
  busyId: number | null;
  onBook(c: LiveClass): void;
  friendsGoing?: ((liveClassId: number) => ReactNode) | undefined;
}) {
  const { loadError, loading, classes } = props;
  const { user } = useSession();
  const site = useSite();
  const marks = useMemberMarks(
    site.onWhiteLabelDomain ? (site.studio?.id ?? null) : null,
    user !== null,
  );
  if (loadError) {
    return (
      <div className="form-error" role="alert">
        {loadError}{' '}
        <button type="button" className="link-button" onClick={props.onRetry}>
          Try again
        </button>
      </div>
    );
  }
  if (loading) return <Loader />;
  if (classes.length === 0) {
    return (
      <div className="schedule-empty">
        <h3>{scheduleTexts.noResultsTitle}</h3>
        <p>{scheduleTexts.noResults}</p>
      </div>
    );
  }
  return (
    <>
      <ClassList
        classes={classes}
        bookedIds={props.bookedIds}
        busyId={props.busyId}
        onBook={props.onBook}
        marks={user ? marks : undefined}
        friendsGoing={user ? props.friendsGoing : undefined}
      />
      {/* Said where the member books, before they do. */}
      <p className="live-schedule__policy">{scheduleTexts.cancelPolicy}</p>
    </>
  );
}
