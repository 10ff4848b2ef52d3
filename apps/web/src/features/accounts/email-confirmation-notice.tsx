import { useState } from 'react';
import { emailConfirmationTexts, type User } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { resendConfirmation } from './api/confirm-email.ts';

/**
 * On the account page while the address is not confirmed: why it matters, and a button that
 * mails the link again.
 */
export function EmailConfirmationNotice({ user }: { user: User }) {
  const [answer, setAnswer] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  // Absent in a user kept from before the field existed: nothing to ask then.
  if (user.emailConfirmed !== false) return null;

  const resend = async () => {
    setBusy(true);
    try {
      setAnswer({ ok: true, text: await resendConfirmation() });
    } catch (err) {
      setAnswer({ ok: false, text: errorMessage(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-label="Email confirmation">
      <p>{emailConfirmationTexts.unconfirmedNotice}</p>
      <FormMessage
        success={answer?.ok ? answer.text : null}
        error={answer && !answer.ok ? answer.text : null}
      />
      <button className="btn" type="button" onClick={() => void resend()} disabled={busy}>
        {emailConfirmationTexts.sendAgain}
      </button>
    </section>
  );
}
