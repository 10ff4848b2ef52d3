import { Link } from '../../lib/link.tsx';
import type { User } from '@jetsweat/contract';
import { Modal } from '../../ui/modal.tsx';
import { paths } from '../../lib/paths.ts';
import { useSite } from '../../lib/site.ts';
import { LoginForm } from './login-form.tsx';

/** Login modal of the live schedule: links to sign-up and to /forgot-password. */
export function LoginModal(props: {
  open: boolean;
  onClose: () => void;
  onSignup: () => void;
  onLoggedIn: (u: User) => void;
}) {
  const site = useSite();
  const brandName = site.studio?.name ?? 'JetSweat';
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Log in"
      subtitle={`To access live classes, you must be logged into your ${brandName} account.`}
    >
      <LoginForm studioKey={site.studioKey} onLoggedIn={props.onLoggedIn} />
      <p>
        Don't have an account?{' '}
        <button type="button" className="link-button" onClick={props.onSignup}>
          Sign up
        </button>
      </p>
      <p>
        <Link to={paths.forgotPassword}>Forgot your password?</Link>
      </p>
    </Modal>
  );
}
