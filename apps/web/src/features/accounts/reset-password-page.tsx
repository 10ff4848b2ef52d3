import { usePageTitle } from '../../lib/use-page-title.ts';
import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { accountTexts } from '@jetsweat/contract';
import { serverErrorOf } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { chooseNewPassword } from './api/reset-password.ts';
import { setSignupServerError, usePasswordPairForm } from './signup-fields.tsx';

function PasswordChanged() {
  return (
    <main className="page page--narrow">
      <h1>Choose a new password</h1>
      <FormMessage success={accountTexts.passwordChanged} />
      <Link className="btn" to={paths.login()}>
        Log in
      </Link>
    </main>
  );
}

/** /reset-password/{token}: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  usePageTitle('Reset password');
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const { form, warm } = usePasswordPairForm('newPasswordResolver');
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    try {
      await chooseNewPassword(token, password);
      setDone(true);
    } catch (err) {
      setSignupServerError(form, err);
    }
  });

  if (done) return <PasswordChanged />;
  return (
    <main className="page page--narrow">
      <h1>Choose a new password</h1>
      <FormMessage error={serverErrorOf(form)} />
      <form onSubmit={submit} onFocus={warm} noValidate aria-label="Choose a new password">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          warning={errors.password?.message}
          {...form.register('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          warning={errors.confirmation?.message}
          {...form.register('confirmation')}
        />
        <button className="btn btn--block" type="submit" disabled={isSubmitting}>
          SAVE PASSWORD
        </button>
      </form>
    </main>
  );
}
