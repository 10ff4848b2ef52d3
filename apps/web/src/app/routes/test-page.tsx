import { useState } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { LoginModal } from '../../features/accounts/login-modal.tsx';
import { SignupModal } from '../../features/accounts/signup-modal.tsx';
import { Modal } from '../../ui/modal.tsx';

/** /test: the shared pieces of the site on one page, for checking them in a browser. */
export default function TestPage() {
  usePageTitle('Component check');
  const [open, setOpen] = useState<'signup' | 'login' | 'plain' | 'locked' | null>(null);
  const navigate = useNavigate();
  const done = () => {
    setOpen(null);
    void navigate(paths.account);
  };
  return (
    <main className="page">
      <h1>Component check</h1>
      <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
        <button className="btn" type="button" onClick={() => setOpen('signup')}>
          Open sign-up modal
        </button>
        <button className="btn" type="button" onClick={() => setOpen('login')}>
          Open login modal
        </button>
        <button className="btn" type="button" onClick={() => setOpen('plain')}>
          Open plain modal
        </button>
        <button className="btn" type="button" onClick={() => setOpen('locked')}>
          Open modal without close
        </button>
      </div>
      <SignupModal
        open={open === 'signup'}
        onClose={() => setOpen(null)}
        onLogin={() => setOpen('login')}
        onSignedUp={done}
      />
      <LoginModal
        open={open === 'login'}
        onClose={() => setOpen(null)}
        onSignup={() => setOpen('signup')}
        onLoggedIn={done}
      />
      <Modal
        open={open === 'plain'}
        title="A plain modal"
        subtitle="With a subtitle"
        onClose={() => setOpen(null)}
      >
        <p>Click outside to close.</p>
      </Modal>
      <Modal open={open === 'locked'} title="A modal that stays" preventClose closable={false}>
        <button className="btn" type="button" onClick={() => setOpen(null)}>
          Done
        </button>
      </Modal>
    </main>
  );
}
