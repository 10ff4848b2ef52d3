import { useLocation } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { billingTexts, type WhitelabelStudio } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { WhereToWatch } from '../../ui/where-to-watch.tsx';

/**
 * '{firstName}, Your Subscription is Confirmed!' with its three steps. The white-label version
 * has the studio's coloured banner and names the studio; the standard one says where classes play
 * (the browser, and a TV with casting help) where the specification lists store links: JetSweat
 * has no store apps to link to (docs/decisions/0119-no-promise-of-apps-that-do-not-exist.md).
 */
export function SubscriptionConfirmed(props: {
  firstName: string | null;
  studio: WhitelabelStudio | null;
}) {
  const { firstName, studio } = props;
  const { search } = useLocation();
  const title = firstName
    ? billingTexts.subscriptionConfirmedFor(firstName)
    : billingTexts.subscriptionConfirmed;
  return (
    <section className="confirmed" aria-labelledby="confirmed-title">
      {studio ? (
        <div className="confirmed__banner" style={{ background: `#${studio.colorCode}` }}>
          <img src={studio.logoUrl} alt="" className="confirmed__logo" />
          <span>Welcome to {studio.name}</span>
        </div>
      ) : null}
      <h1 id="confirmed-title">{title}</h1>
      <p>{billingTexts.checkInbox}</p>
      <ol className="confirmed__steps">
        <li>
          <Link to={`${paths.dashboard}${search}`}>Go to the web platform</Link>
          {studio
            ? ` and find every ${studio.name} class in one place.`
            : ' and find every class in one place.'}
        </li>
        <li>
          <Link to={paths.account}>Complete your fitness profile</Link> so we can suggest the right
          classes.
        </li>
        <li>
          <Link to={paths.classes}>Work out now</Link> or{' '}
          <Link to={paths.liveSchedule}>book a live class</Link> for later.
        </li>
      </ol>
      {studio ? null : <WhereToWatch className="confirmed__apps" />}
    </section>
  );
}
