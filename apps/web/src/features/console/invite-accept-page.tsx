import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useAcceptConsoleInvite } from './api/console.ts';
import { roleNames } from './role-names.ts';
import './console.css';

/**
 * /console/invite/{token}, the page an invite's mail links to: a visitor logs in or signs up
 * (with the invited address) and comes back here; a signed-in person accepts with one press.
 */
export default function InviteAcceptPage() {
  usePageTitle('Studio invite');
  const token = useParams().token ?? '';
  const { user, loading } = useSession();
  const accept = useAcceptConsoleInvite();
  if (loading) return <Loader />;
  const back = `?redirect_path=${encodeURIComponent(paths.consoleInvite(token))}`;
  return (
    <main className="page page--narrow console">
      <h1>Join a studio’s team</h1>
      {!user ? (
        <>
          <p>
            You were invited to help run a studio on JetSweat. Log in, or create an account, with
            the e-mail address the invite was sent to; you come back here to accept it.
          </p>
          <div className="console__actions">
            <Link className="btn btn--brand" to={`${paths.login()}${back}`}>
              Log in
            </Link>
            <Link className="btn" to={`${paths.signup()}${back}`}>
              Create an account
            </Link>
          </div>
        </>
      ) : accept.isSuccess ? (
        <>
          <FormMessage
            success={`You are now ${roleNames[accept.data.role].toLowerCase()} at ${accept.data.studioName}.`}
          />
          <p>
            <Link to={paths.consoleStudio(accept.data.studioId)}>Open the studio console</Link>
          </p>
        </>
      ) : (
        <>
          <p>Signed in as {user.email}. Accepting gives this account the role the invite names.</p>
          <button
            type="button"
            className="btn btn--brand"
            disabled={accept.isPending}
            onClick={() => accept.mutate(token)}
          >
            {accept.isPending ? 'Accepting…' : 'Accept the invite'}
          </button>
          {accept.isError ? <FormMessage error={errorMessage(accept.error)} /> : null}
        </>
      )}
    </main>
  );
}
