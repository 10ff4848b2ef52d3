import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { User } from '@jetsweat/contract';
import { Field } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { accountsApi } from './api.ts';
import { useSession } from './session.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

/** E-mail and password; on success the session holds the user and `onLoggedIn` decides where next. */
export function LoginForm({
  studioKey,
  onLoggedIn,
}: {
  studioKey: string;
  onLoggedIn: (user: User) => void | Promise<void>;
}) {
  const { signIn } = useSession();
  const [serverError, setServerError] = useState<string | null>(null);
  const form = useForm({ defaultValues: { email: '', password: '' } });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    setServerError(null);
    try {
      const loggedIn = await accountsApi.login(email, password, studioKey || undefined);
      await onLoggedIn(await signIn(loggedIn.authToken!));
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Log in">
      <FormMessage error={serverError} />
      <Field label="Email" type="email" autoComplete="email" {...form.register('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...form.register('password')}
      />
      <button className="btn btn--block" type="submit" disabled={isSubmitting}>
        {isSubmitting ? 'Loading...' : 'LOG IN'}
      </button>
    </form>
  );
}
