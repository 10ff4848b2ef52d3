import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { DeviceList } from '../../ui/device-list.tsx';
import { useSession } from '../../lib/session.ts';
import './marketing.css';

const steps = [
  {
    title: 'Start your free trial',
    text: 'Create an account and choose the annual plan ($239.99 a year) or the monthly plan ($19.99 a month). The first 7 days are free on both, and you can cancel any time before the trial ends.',
  },
  {
    title: 'Choose from more than 120 classes',
    text: 'Filter on-demand classes by studio, class type, length, level, body focus and equipment, or book a live class from the live schedule.',
  },
  {
    title: 'Plan your week',
    text: 'Schedule workouts for the days ahead, follow a program week by week, and add a booked live class to your own calendar.',
  },
  {
    title: 'Track your progress',
    text: 'See the classes you have completed, calories burned and your streaks, month by month.',
  },
];

/** The four steps, each a heading of the page. */
function Steps() {
  return (
    <section className="mk-section">
      <div className="mk-section__inner">
        <ol className="mk-steps">
          {steps.map((s) => (
            <li key={s.title}>
              <h2 style={{ fontSize: 20, margin: '0 0 6px' }}>{s.title}</h2>
              <p>{s.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

/** /how-it-works. */
export default function HowItWorksPage() {
  usePageTitle('How it Works');
  const { user } = useSession();
  return (
    <main>
      <section className="mk-hero">
        <div className="mk-hero__inner">
          <h1>How it Works</h1>
          <p>
            The best boutique studios in one membership: live and on-demand classes, on every screen
            you own.
          </p>
          <div className="mk-hero__actions">
            {user ? null : (
              <Link className="btn btn--brand" to={paths.signup()}>
                Start your free trial
              </Link>
            )}
            <Link className="btn btn--ghost" to={paths.liveSchedule}>
              See the live schedule
            </Link>
          </div>
        </div>
      </section>
      <Steps />
      <section className="mk-section mk-section--wash mk-center">
        <div className="mk-section__inner">
          <h2>On demand or live</h2>
          <p className="mk-section__lead">
            On-demand classes are there whenever you are. Live classes stream straight from the
            studio at a set time, in Eastern Time; subscribers book them free, everyone else can buy
            a single class.
          </p>
          <div className="mk-actions">
            <Link className="btn" to={paths.studios}>
              Browse the studios
            </Link>
            <Link className="btn btn--ghost" to={paths.faq}>
              Read the FAQ
            </Link>
          </div>
        </div>
      </section>
      <DeviceList />
      <p className="mk-center" style={{ paddingBottom: 24 }}>
        <Link to={paths.compatibleDevices}>See every compatible device</Link>
      </p>
    </main>
  );
}
