import { Link } from '../../lib/link.tsx';
import { easternDay, shortDay } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { useDayPasses } from './api/day-passes.ts';

/**
 * /cancel without a running subscription. A day-pass holder is told what they hold: a pass ends
 * on its own day and has nothing to cancel, so no subscription is offered for cancelling.
 */
export function NothingToCancel() {
  const passes = useDayPasses();
  const site = useSite();
  const today = easternDay(new Date());
  const coming = (passes.data?.dayPasses ?? []).filter((p) => p.passDate >= today).reverse();
  const plansPath = site.onWhiteLabelDomain ? paths.checkout() : paths.subscription;
  if (coming.length > 0) {
    const days = coming.map((p) => shortDay(p.passDate)).join(', ');
    return (
      <>
        <p>
          You have no subscription to cancel. Your day{' '}
          {coming.length > 1 ? 'passes are' : 'pass is'} for {days}: a day pass is a one-time
          payment that ends on its own, with nothing to cancel and nothing charged again.
        </p>
        <p>
          <Link to={paths.account}>See your day passes</Link> ·{' '}
          <Link to={plansPath}>See our plans</Link>
        </p>
      </>
    );
  }
  return (
    <p>
      You have no subscription to cancel. <Link to={plansPath}>See our plans</Link>
    </p>
  );
}
