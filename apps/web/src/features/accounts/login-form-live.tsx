import { useForm } from 'react-hook-form';
import type { User } from '@jetsweat/contract';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { useLogin } from './api/login.ts';
import { LoginFormView } from './login-form-view.tsx';

/** The login form at work (login-form.tsx shows it once the person reaches into the form). */
export function LiveLoginForm({
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

  const submit = form.handleSubmit(async ({ email, password }) => {
    try {
      await onLoggedIn(await login({ email, password, studio: studioKey }));
    } catch (err) {
      setServerError(form, err);
    }
  });

  return (
    <LoginFormView
      field={form.register}
      error={serverErrorOf(form)}
      busy={form.formState.isSubmitting}
      onSubmit={submit}
      onFocus={warm}
    />
  );
}
