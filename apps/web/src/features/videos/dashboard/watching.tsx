import type { ReactNode } from 'react';
import { Link } from '../../../lib/link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { ClassCard, ClassGrid } from '../../../ui/class-card.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useContinueWatching } from '../api/continue-watching.ts';
import { useHistory } from '../api/history.ts';
import { useVideoList } from '../api/video-list.ts';
import { noEquipmentBody } from './dashboard-queries.ts';
import { minutesLeftText, timeLeft } from './time-left.ts';
import './time-left.css';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard-section" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {children}
    </section>
  );
}

/** What is left of a stopped class: minutes, and a bar filled as far as the member watched. */
function TimeLeft({
  title,
  position,
  duration,
}: {
  title: string;
  position: number;
  duration: number;
}) {
  const { minutesLeft, watchedShare } = timeLeft(position, duration);
  return (
    <div className="time-left">
      <progress
        className="time-left__bar"
        value={watchedShare}
        max={1}
        aria-label={`${title}: watched ${Math.round(watchedShare * 100)}%`}
      />
      <p className="class-card__meta">{minutesLeftText(minutesLeft)}</p>
    </div>
  );
}

/** Classes stopped part-way, newest first: each opens where the member left it. */
export function ContinueWatching() {
  const history = useContinueWatching();
  const started = history.data?.slice(0, 8);
  if (history.isSuccess && started?.length === 0) return null;
  return (
    <Section id="continue-heading" title="Continue watching">
      {history.isError && <p className="form-error">{errorMessage(history.error)}</p>}
      {!history.data && !history.isError && <Loader />}
      {started && (
        <ClassGrid label="Continue watching" row>
          {started.map((h) => (
            <ClassCard
              key={h.id}
              video={h}
              extra={<TimeLeft title={h.title} position={h.position} duration={h.duration} />}
            />
          ))}
        </ClassGrid>
      )}
    </Section>
  );
}

/** The classes watched lately. */
export function RecentHistory() {
  const history = useHistory();
  return (
    <Section id="history-heading" title="Recently watched">
      {history.isError && <p className="form-error">{errorMessage(history.error)}</p>}
      {!history.data && !history.isError && <Loader />}
      {history.data?.length === 0 && <p>Classes you watch appear here.</p>}
      {history.data && history.data.length > 0 && (
        <ClassGrid label="Recently watched" row>
          {history.data.slice(0, 8).map((h) => (
            <ClassCard key={h.id} video={h} />
          ))}
        </ClassGrid>
      )}
    </Section>
  );
}

/** Classes that need no equipment at all. */
export function NoEquipmentClasses() {
  const list = useVideoList(noEquipmentBody);
  // A studio's own site lists only its classes, which may all need something.
  if (list.isSuccess && list.data.length === 0) return null;
  return (
    <Section id="no-equipment-heading" title="No equipment needed">
      {list.isError && <p className="form-error">{errorMessage(list.error)}</p>}
      {!list.data && !list.isError && <Loader />}
      {list.data && (
        <ClassGrid label="No equipment needed" row>
          {list.data.map((v) => (
            <ClassCard key={v.id} video={v} />
          ))}
        </ClassGrid>
      )}
      <p>
        <Link to={`${paths.classes}?equipment=None`}>All classes without equipment</Link>
      </p>
    </Section>
  );
}
