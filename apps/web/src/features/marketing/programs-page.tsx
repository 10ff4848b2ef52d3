import { Link } from '../../lib/link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Loader } from '../../ui/loader.tsx';
import { usePublicPrograms } from './api/public-programs.ts';
import './marketing.css';

/** /programs: the multi-week plans members can follow, as the programs table has them. */
export default function ProgramsPage() {
  usePageTitle('Programs');
  const programs = usePublicPrograms();
  return (
    <main>
      <section className="mk-hero">
        <div className="mk-hero__inner">
          <h1>Programs</h1>
          <p>
            Not sure where to start? A program picks the classes for you, week by week, and puts
            them on your schedule.
          </p>
        </div>
      </section>
      <section className="mk-section">
        <div className="mk-section__inner">
          {programs.isError && <p className="form-error">{errorMessage(programs.error)}</p>}
          {!programs.data && !programs.isError && <Loader />}
          {programs.data && (
            <ul className="mk-cols" aria-label="Programs" style={{ listStyle: 'none', padding: 0 }}>
              {programs.data.map((p) => (
                <li key={p.slug} className="mk-card">
                  <h2 style={{ fontSize: 22, margin: '0 0 6px' }}>{p.title}</h2>
                  <p>
                    <strong>
                      {p.weeks} {p.weeks === 1 ? 'week' : 'weeks'}, {p.classCount} classes.
                    </strong>{' '}
                    {p.summary}
                  </p>
                </li>
              ))}
            </ul>
          )}
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
