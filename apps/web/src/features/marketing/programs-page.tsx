import { Link } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import './marketing.css';

const programs = [
  {
    title: 'Foundations',
    weeks: 4,
    text: 'New to boutique fitness? Four weeks of short Pilates, barre and yoga classes that build the basics.',
  },
  {
    title: 'Strong in 30',
    weeks: 6,
    text: 'Thirty-minute strength and HIIT classes, three times a week, getting harder as you do.',
  },
  {
    title: 'Stress Less',
    weeks: 3,
    text: 'Meditation, stretching and slow flow for busy weeks and better sleep.',
  },
  {
    title: 'Prenatal & Postnatal',
    weeks: 8,
    text: 'Gentle, instructor-led movement for every trimester and the months after.',
  },
];

/** /programs: multi-week plans built from the studios' classes. */
export default function ProgramsPage() {
  usePageTitle('Programs');
  return (
    <main>
      <section className="mk-hero">
        <div className="mk-hero__inner">
          <h1>Programs</h1>
          <p>
            Not sure where to start? A program schedules the right classes for you, week by week,
            and syncs to your calendar.
          </p>
        </div>
      </section>
      <section className="mk-section">
        <div className="mk-section__inner">
          <ul className="mk-cols" style={{ listStyle: 'none', padding: 0 }}>
            {programs.map((p) => (
              <li key={p.title} className="mk-card">
                <h2 style={{ fontSize: 22, margin: '0 0 6px' }}>{p.title}</h2>
                <p>
                  <strong>{p.weeks} weeks.</strong> {p.text}
                </p>
              </li>
            ))}
          </ul>
          <div className="mk-actions">
            <Link className="btn btn--brand" to={paths.signup()}>
              Start your free trial
            </Link>
            <Link className="btn btn--ghost" to={paths.howItWorks}>
              How it works
            </Link>
          </div>
        </div>
      </section>
    </main>
  );
}
