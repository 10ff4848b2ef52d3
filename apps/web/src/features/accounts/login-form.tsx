import { useForm } from 'react-hook-form';
import type { User } from '@jetsweat/contract';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useLogin } from './api/login.ts';

/** E-mail and password; on success the session holds the user and `onLoggedIn` decides where next. */
export function LoginForm({
  studioKey,
  onLoggedIn,
}: {
  studioKey: string;
  onLoggedIn: (user: User) => void | Promise<void>;
}) {
  const login = useLogin();
  const { resolver, warm } = useLazyResolver<{ email: string; password: string }>(() =>
    import('./form-resolvers.ts').then((m) => m.loginResolver),
  );
  const form = useForm({
    resolver,
    defaultValues: { email: '', password: '' },
  });
  const { isSubmitting } = form.formState;

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await onLoggedIn(await login({ email, password, studio: studioKey }));
    } catch (err) {
      setServerError(form, err);
    }
  });

  return (
    <form onSubmit={submit} onFocus={warm} noValidate aria-label="Log in">
      <FormMessage error={serverErrorOf(form)} />
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
