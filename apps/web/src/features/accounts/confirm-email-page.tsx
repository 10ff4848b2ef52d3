import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { emailConfirmationTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { confirmEmail } from './api/confirm-email.ts';

type Outcome = { ok: true; text: string } | { ok: false; text: string };

/** /confirm-email/{token}: the page the sign-up's mail links to; it confirms on opening. */
export default function ConfirmEmailPage() {
  usePageTitle('Confirm your email address');
  const { token = '' } = useParams();
  const { user, refresh } = useSession();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // The link works once: a second call (React's development double effect) would report it spent.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    confirmEmail(token).then(
      (text) => {
        setOutcome({ ok: true, text });
        void refresh();
      },
      (err: unknown) => setOutcome({ ok: false, text: errorMessage(err) }),
    );
  }, [token, refresh]);

  return (
    <main className="page page--narrow">
      <h1>Confirm your email address</h1>
      {outcome ? (
        <FormMessage
          success={outcome.ok ? outcome.text : null}
          error={outcome.ok ? null : outcome.text}
        />
      ) : (
        <p role="status">{emailConfirmationTexts.confirming}</p>
      )}
      {outcome && (
        <Link className="btn" to={user ? paths.account : paths.login()}>
          {user ? 'Your account' : 'Log in'}
        </Link>
      )}
    </main>
  );
}
