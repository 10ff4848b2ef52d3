import { Navigate } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { errorMessage } from '../../lib/api.ts';
import { useSite } from '../../lib/site.ts';
import { useStudioCatalogue } from '../../lib/studio-catalogue.ts';
import { Loader } from '../../ui/loader.tsx';
import { studioContent } from './studio-content.ts';
import './studios-list.css';

/** /studios: every partner studio, each linking to its page; on a studio's own site, its page. */
export default function StudiosPage() {
  const site = useSite();
  if (site.onWhiteLabelDomain && site.studio)
    return <Navigate to={paths.studio(site.studio.shortName)} replace />;
  return <AllStudios />;
}

function AllStudios() {
  usePageTitle('Our Studios');
  const studios = useStudioCatalogue();
  return (
    <main className="page">
      <h1>Our Studios</h1>
      <p>
        Boutique studios from across the country, streaming their classes live and on demand. Choose
        one to see its classes and instructors.
      </p>
      {studios.isPending ? <Loader /> : null}
      {studios.isError ? (
        <p className="form-error" role="alert">
          {errorMessage(studios.error)}
        </p>
      ) : null}
      {studios.isSuccess ? (
        <ul className="studios-list" aria-label="Studios">
          {studios.data.map((s, n) => {
            const content = studioContent(s);
            return (
              <li key={s.id}>
                <Link className="studio-card" to={paths.studio(s.shortName)}>
                  <img
                    src={content.hero}
                    alt=""
                    width={400}
                    height={225}
                    loading={n < 6 ? 'eager' : 'lazy'}
                  />
                  <div className="studio-card__body">
                    <h2>{s.name}</h2>
                    <p>{content.classTypes.join(' · ')}</p>
                  </div>
                </Link>
              </li>
            );
          })}
        </ul>
      ) : null}
    </main>
  );
}
