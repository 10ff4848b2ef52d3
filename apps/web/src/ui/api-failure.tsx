import { useLocation } from 'react-router';
import { Link } from '../lib/link.tsx';
import { notEntitledRedirect } from '../lib/access.ts';
import { ApiError, errorMessage } from '../lib/api.ts';
import { useSite } from '../lib/site.ts';

/**
 * A page's data could not be loaded. A 402 is the server saying the member's plan does not cover
 * it: its reason is shown with the way to the plans, as the member platform's gate does.
 */
export function ApiFailure({ error, title }: { error: unknown; title: string }) {
  const location = useLocation();
  const site = useSite();
  const needsPlan = error instanceof ApiError && error.status === 402;
  return (
    <main className="page">
      <h1>{needsPlan ? 'Choose a plan to watch' : title}</h1>
      <p className={needsPlan ? undefined : 'form-error'} role="alert">
        {errorMessage(error)}
      </p>
      {needsPlan && (
        <p>
          <Link
            className="btn btn--brand"
            to={notEntitledRedirect(location, site.onWhiteLabelDomain)}
          >
            See the plans
          </Link>
        </p>
      )}
    </main>
  );
}
