import { usePageTitle } from '../../lib/use-page-title.ts';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { Loader } from '../../ui/loader.tsx';
import { afterLoginTarget } from '../../lib/access.ts';
import { LoginForm } from './login-form.tsx';
import { useSession } from '../../lib/session.ts';

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
  const target = (u: NonNullable<typeof user>) =>
    daypass && !new URLSearchParams(location.search).get('redirect_path')
      ? daypassTarget
      : afterLoginTarget(location.search, u, site.onWhiteLabelDomain);

  if (loading) return <Loader />;
  if (user) return <Navigate to={target(user)} replace />;
  const signupTo = daypass ? paths.signupDaypass(studioShortName) : paths.signup(studioShortName);
  return (
    <main className="page page--narrow">
      <h1>{site.studio ? `Log in to ${site.studio.name}` : 'Log in'}</h1>
      <LoginForm studioKey={studioKey} onLoggedIn={(u) => navigate(target(u), { replace: true })} />
      <p>
        <Link to={paths.forgotPassword}>Forgot your password?</Link>
      </p>
      <p>
        New here? <Link to={`${signupTo}${location.search}`}>Create an account</Link>
      </p>
    </main>
  );
}
