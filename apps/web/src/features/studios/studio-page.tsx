import { Navigate, useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { normaliseStudioKey, unknownStudioText } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { errorMessage } from '../../lib/api.ts';
import { Loader } from '../../ui/loader.tsx';
import { useStudiosWithPages } from './api/studios-with-pages.ts';
import { useSite } from '../../lib/site.ts';
import { findStudio, studioContent } from './studio-content.ts';
import { StudioFullView, StudioRestrictedView } from './studio-full-view.tsx';
import './studio.css';

function StudioNotFound({ message }: { message: string }) {
  return (
    <main className="page studio-missing">
      <h1>Studio not found</h1>
      <p>{message}</p>
      <Link className="btn" to={paths.studios}>
        See all studios
      </Link>
    </main>
  );
}

/**
 * /studios/{studioName}: found by short name or a special-cased name. Catalogue studios get the
 * full page, white-label-only studios the restricted view; three studios send visitors home.
 */
export default function StudioPage() {
  const { studioName = '' } = useParams();
  const site = useSite();
  const key = normaliseStudioKey(studioName);
  const studios = useStudiosWithPages();
  const studio = studios.isSuccess ? findStudio(studios.data, key) : undefined;
  usePageTitle(studio ? studio.name : studios.isPending ? null : 'Studio not found');

  if (site.whitelabels.some((s) => s.redirectsHome && s.shortName === key))
    return <Navigate to={paths.home} replace />;
  if (studio?.redirectsHome) return <Navigate to={paths.home} replace />;
  if (studios.isPending) return <Loader />;
  if (studios.isError) return <StudioNotFound message={errorMessage(studios.error)} />;
  if (!studio)
    return (
      <StudioNotFound message={`${unknownStudioText} There is no studio called “${studioName}”.`} />
    );
  const content = studioContent(studio);
  return studio.inCatalogue ? (
    <StudioFullView studio={studio} content={content} />
  ) : (
    <StudioRestrictedView studio={studio} content={content} />
  );
}
