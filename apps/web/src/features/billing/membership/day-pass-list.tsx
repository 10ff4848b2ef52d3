import { Link } from '../../../lib/link.tsx';
import { easternDay, shortDay, type DayPassEntry } from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { paths } from '../../../lib/paths.ts';
import { useSite } from '../../../lib/site.ts';
import { useDayPasses } from '../api/day-passes.ts';
import './membership.css';

/** Whether a pass is for today, a later day, or is spent. */
function when(pass: DayPassEntry, today: string): string {
  if (pass.passDate === today) return 'Today';
  return pass.passDate > today ? 'Upcoming' : 'Used';
}

function PassItem({ pass, today }: { pass: DayPassEntry; today: string }) {
  const label = when(pass, today);
  return (
    <li className="day-pass">
      <span className="day-pass__what">
        {pass.studio ? (
          <Link to={paths.studio(pass.studio.shortName)}>{pass.studio.name}</Link>
        ) : (
          'JetSweat'
        )}{' '}
        day pass
      </span>
      <span className="day-pass__date">{shortDay(pass.passDate)}</span>
      <span className={`day-pass__when day-pass__when--${label.toLowerCase()}`}>{label}</span>
    </li>
  );
}

/** The member's day passes, each with its studio and day, and the way to buy another. */
export function DayPassList() {
  const passes = useDayPasses();
  const site = useSite();
  const today = easternDay(new Date());
  const buyPath = paths.daypass(site.onWhiteLabelDomain ? undefined : site.studioKey || undefined);
  const list = passes.data?.dayPasses ?? [];
  return (
    <section aria-labelledby="day-passes-heading" className="membership">
      <h2 id="day-passes-heading">Day passes</h2>
      {passes.isError && !passes.data ? (
        <p className="form-error" role="alert">
          {errorMessage(passes.error)}
        </p>
      ) : list.length > 0 ? (
        <ul className="day-passes" aria-label="Your day passes">
          {list.map((p) => (
            <PassItem key={p.id} pass={p} today={today} />
          ))}
        </ul>
      ) : passes.isPending ? null : (
        <p>You have no day passes.</p>
      )}
      <p>
        A day pass gives unlimited workouts for one day. <Link to={buyPath}>Buy a day pass</Link>
      </p>
    </section>
  );
}
