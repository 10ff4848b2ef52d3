import { useState, type FormEvent } from 'react';
import { accountTexts } from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useSite } from '../studios/site.tsx';
import { accountsApi } from './api.ts';

/** /forgot-password: one e-mail field, no client validation (spec 5). */
export default function ForgotPasswordPage() {
  const site = useSite();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setResult(null);
    try {
      await accountsApi.resetPassword(email, site.studio?.id);
      setResult({ ok: true, text: accountTexts.resetSent });
    } catch (err) {
      const text =
        err instanceof ApiError && err.status === 404 && err.message !== accountTexts.unknownStudio
          ? accountTexts.userDoesNotExist
          : errorMessage(err);
      setResult({ ok: false, text });
    } finally {
      setBusy(false);
    }
  }

  return (
    <main className="page page--narrow">
      <h1>Reset password</h1>
      <p>
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <FormMessage
        error={result?.ok === false ? result.text : null}
        success={result?.ok ? result.text : null}
      />
      <form onSubmit={submit} noValidate aria-label="Reset password">
        <Field
          label="Email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
        />
        <button className="btn btn--block" type="submit" disabled={busy}>
          RESET PASSWORD
        </button>
      </form>
    </main>
  );
}
