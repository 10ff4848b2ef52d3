import { usePageTitle } from '../lib/use-page-title.ts';
import { Link } from '../lib/link.tsx';
import { paths } from '../lib/paths.ts';

export default function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <main className="page">
      <h1>Page not found</h1>
      <p>We could not find that page. It may have moved.</p>
      <Link className="btn" to={paths.home}>
        Go to the home page
      </Link>
    </main>
  );
}
