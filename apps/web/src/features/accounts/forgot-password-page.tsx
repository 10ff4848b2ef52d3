import { usePageTitle } from '../../lib/use-page-title.ts';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { accountTexts } from '@jetsweat/contract';
import { ApiError } from '../../lib/api.ts';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { useSite } from '../../lib/site.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { requestPasswordReset } from './api/reset-password.ts';

/** Spec 8: a 404 means no such user (unless it is the studio that is unknown). */
const noSuchUser = (err: unknown) =>
  err instanceof ApiError && err.status === 404 && err.message !== accountTexts.unknownStudio;

/** /forgot-password: one e-mail field, no client validation (spec 5). */
export default function ForgotPasswordPage() {
  usePageTitle('Forgot your password?');
  const site = useSite();
  const [sent, setSent] = useState(false);
  const { resolver, warm } = useLazyResolver<{ email: string }>(() =>
    import('./form-resolvers.ts').then((m) => m.resetRequestResolver),
  );
  const form = useForm({
    resolver,
    defaultValues: { email: '' },
  });

  const submit = form.handleSubmit(async ({ email }) => {
    setSent(false);
    try {
      await requestPasswordReset(email, site.studio?.id);
      setSent(true);
    } catch (err) {
      if (noSuchUser(err)) form.setError('root.server', { message: accountTexts.userDoesNotExist });
      else setServerError(form, err);
    }
  });

  return (
    <main className="page page--narrow">
      <h1>Reset password</h1>
      <p>
        Enter the e-mail address of your account and we will send you a link to choose a new
        password.
      </p>
      <FormMessage error={serverErrorOf(form)} success={sent ? accountTexts.resetSent : null} />
      <form onSubmit={submit} onFocus={warm} noValidate aria-label="Reset password">
        <Field label="Email" type="email" autoComplete="email" {...form.register('email')} />
        <button className="btn btn--block" type="submit" disabled={form.formState.isSubmitting}>
          RESET PASSWORD
        </button>
      </form>
    </main>
  );
}
