import { useQueryClient } from '@tanstack/react-query';
import type { ConsoleAccess } from '@jetsweat/contract';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { afterLoginTarget } from '../../lib/access.ts';
import { LoginForm } from './login-form.tsx';
import { useSession } from '../../lib/session.ts';
import { consoleAccessQuery } from '../../lib/console-access.ts';

/** /login, /login/{studio}, /login/daypass[/{studio}] and, on a studio's domain, '/'. */
export default function LoginPage({ daypass = false }: { daypass?: boolean }) {
  usePageTitle(daypass ? 'Log in for a day pass' : 'Log in');
  const { studioShortName } = useParams();
  const location = useLocation();
  const navigate = useNavigate();
  const { user, loading } = useSession();
  const site = useSite();
  const studioKey = studioShortName ?? site.studioKey;
  const daypassTarget = paths.daypass(site.onWhiteLabelDomain ? undefined : studioKey || undefined);
  const queryClient = useQueryClient();
  const target = (u: NonNullable<typeof user>, consoleAccess?: ConsoleAccess) =>
    daypass && !new URLSearchParams(location.search).get('redirect_path')
      ? daypassTarget
      : afterLoginTarget(location.search, u, site.onWhiteLabelDomain, consoleAccess);
  // Studio admins and instructors land on their own pages: their roles decide, once logged in.
  const onLoggedIn = async (u: NonNullable<typeof user>) => {
    const consoleAccess = await queryClient.fetchQuery(consoleAccessQuery).catch(() => undefined);
    navigate(target(u, consoleAccess), { replace: true });
  };

  if (loading) return <Loader />;
  if (user) return <Navigate to={target(user)} replace />;
  const signupTo = daypass ? paths.signupDaypass(studioShortName) : paths.signup(studioShortName);
  return (
    <main className="page page--narrow">
      <h1>{site.studio ? `Log in to ${site.studio.name}` : 'Log in'}</h1>
      <LoginForm studioKey={studioKey} onLoggedIn={onLoggedIn} />
      <p>
        <Link to={paths.forgotPassword}>Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={`${signupTo}${location.search}`}>Create an account</Link>
      </p>
    </main>
  );
}
