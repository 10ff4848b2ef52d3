import { usePageTitle } from '../../lib/use-page-title.ts';
import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { Loader } from '../../ui/loader.tsx';
import { useSession } from '../../lib/session.ts';

/** /logout and /logout/{studio}: logs out, then back to the studio's login or home. */
export default function LogoutPage() {
  usePageTitle('Logging out');
  const { studio } = useParams();
  const { logout } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    void logout().then(() =>
      navigate(studio ? paths.login(studio) : paths.home, { replace: true }),
    );
  }, [logout, navigate, studio]);
  return <Loader />;
}
