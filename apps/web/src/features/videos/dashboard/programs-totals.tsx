import { Link } from '../../../lib/link.tsx';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { ClassGrid } from '../../../ui/class-card.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { useRecommendedPrograms } from '../api/programs.ts';
import { useProgress } from '../api/progress.ts';
import { ProgramCard } from '../programs/program-card.tsx';
import { totalsRanges } from './dashboard-queries.ts';

/** GET /api/programs/list's recommended programs. */
export function RecommendedPrograms() {
  const programs = useRecommendedPrograms();
  // A studio's own site may have none of its own (programs of several studios are not shown there).
  if (programs.isSuccess && programs.data.length === 0) return null;
  return (
    <section className="dashboard-section" aria-labelledby="programs-heading">
      <h2 id="programs-heading">Recommended programs</h2>
      {programs.isError && <p className="form-error">{errorMessage(programs.error)}</p>}
      {!programs.data && !programs.isError && <Loader />}
      {programs.data && (
        <ClassGrid label="Recommended programs" row>
          {programs.data.map((p) => (
            <ProgramCard key={p.id} program={p} />
          ))}
        </ClassGrid>
      )}
      <p>
        <Link to={paths.memberPrograms}>All programs</Link>
      </p>
    </section>
  );
}

/** The member's totals: calories since 2018-01-01 and this month, and the days with a workout. */
export function Totals() {
  const ranges = totalsRanges(new Date());
  const all = useProgress(ranges.all);
  const month = useProgress(ranges.month);
  const failed = all.error ?? month.error;
  const show = (n: number | undefined, unit: string) =>
    n !== undefined ? `${n} ${unit}` : failed ? '–' : '…';
  return (
    <section className="dashboard-section dashboard-totals" aria-labelledby="totals-heading">
      <h2 id="totals-heading">Your totals</h2>
      <dl>
        <div>
          <dt>Calories this month</dt>
          <dd>{show(month.data?.total, 'kcal')}</dd>
        </div>
        <div>
          <dt>Calories in all</dt>
          <dd>{show(all.data?.total, 'kcal')}</dd>
        </div>
        <div>
          <dt>Active days</dt>
          <dd>{show(all.data?.data.length, 'days')}</dd>
        </div>
      </dl>
      {failed && <p className="form-error">{errorMessage(failed)}</p>}
      <p>
        <Link to={paths.progress}>My progress</Link>
      </p>
    </section>
  );
}
