import { Link } from '../lib/link.tsx';
import { paths } from '../lib/paths.ts';
import { usePageTitle } from '../lib/use-page-title.ts';

/** A page whose content arrives with later work; the route, title and gating already exist. */
export function ComingSoon({ title }: { title: string }) {
  usePageTitle(title);
  return (
    <main className="page">
      <h1>{title}</h1>
      <p>This part of JetSweat is coming soon.</p>
      <p>
        <Link to={paths.home}>Back to the home page</Link>
      </p>
    </main>
  );
}
