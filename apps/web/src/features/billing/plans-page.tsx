import { usePageTitle } from '../../lib/use-page-title.ts';
import { Link } from '../../lib/link.tsx';
import { billingTexts, formatDollars, plans } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { useSite } from '../../lib/site.ts';
import './billing.css';

/** /subscription: the Annual and Monthly plan cards (spec 2.7). Subscribers never see it. */
export default function PlansPage() {
  usePageTitle('Choose your plan');
  const { user } = useSession();
  const site = useSite();
  const studio = site.onWhiteLabelDomain ? undefined : site.studio?.shortName;
  return (
    <main className="page billing-page">
      <h1>{billingTexts.choosePlan}</h1>
      <div className="plan-cards">
        {(['yearly', 'monthly'] as const).map((p) => (
          <article key={p} className="plan-card" aria-labelledby={`plan-${p}`}>
            <h2 id={`plan-${p}`}>{plans[p].title}</h2>
            <p className="plan-card__price">
              {formatDollars(plans[p].priceCents)} <span>/ {plans[p].per}</span>
            </p>
            <ul>
              {plans[p].points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
            {user ? (
              <Link
                className="btn btn--block"
                to={`${site.onWhiteLabelDomain ? paths.checkout() : paths.payment}?plan=${p}`}
              >
                {billingTexts.goToPayment}
              </Link>
            ) : (
              <Link className="btn btn--block" to={paths.signup(studio)}>
                {billingTexts.createAccount}
              </Link>
            )}
          </article>
        ))}
      </div>
      <p className="plans__daypass">
        Just one day? A day pass gives unlimited workouts for a day you choose.{' '}
        <Link to={paths.daypass(studio)}>Buy a day pass</Link>
      </p>
    </main>
  );
}
