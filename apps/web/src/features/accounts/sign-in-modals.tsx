import type { SignInModalsProps } from '../../lib/session.ts';
import { LoginModal } from './login-modal.tsx';
import { SignupModal } from './signup-modal.tsx';

/** Sign-up and login in modals, one leading to the other (spec 2.3, 2.5): for pages that book. */
export function SignInModals({ open, onOpen, onClose, onSignedIn }: SignInModalsProps) {
  return (
    <>
      <SignupModal
        open={open === 'signup'}
        onClose={onClose}
        onLogin={() => onOpen('login')}
        onSignedUp={onSignedIn}
      />
      <LoginModal
        open={open === 'login'}
        onClose={onClose}
        onSignup={() => onOpen('signup')}
        onLoggedIn={onSignedIn}
      />
    </>
  );
}
