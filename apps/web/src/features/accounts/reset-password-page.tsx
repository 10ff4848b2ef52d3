import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { accountTexts } from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { accountsApi } from './api.ts';
import { FormMessage } from '../../ui/form-message.tsx';

/** /reset-password/{token}: the page the reset e-mail links to. */
export default function ResetPasswordPage() {
  const { token = '' } = useParams();
  const [done, setDone] = useState(false);
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: { password: '', confirmation: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ password }) => {
    setServerError(null);
    try {
      await accountsApi.chooseNewPassword(token, password);
      setDone(true);
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  if (done) {
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
  return (
    <main className="page page--narrow">
      <h1>Choose a new password</h1>
      <FormMessage error={serverError} />
      <form onSubmit={submit} noValidate aria-label="Choose a new password">
        <Field
          label="New password"
          type="password"
          autoComplete="new-password"
          {...form.register('password')}
        />
        <Field
          label="Confirm new password"
          type="password"
          autoComplete="new-password"
          warning={errors.confirmation?.message}
          {...form.register('confirmation', {
            validate: (v) => v === form.getValues('password') || accountTexts.passwordMismatch,
          })}
        />
        <button className="btn btn--block" type="submit" disabled={isSubmitting}>
          SAVE PASSWORD
        </button>
      </form>
    </main>
  );
}
