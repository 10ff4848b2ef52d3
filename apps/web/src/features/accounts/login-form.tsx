import type { User } from '@jetsweat/contract';
import { DeferredForm } from '../../lib/deferred-form.tsx';
import { LoginFormView } from './login-form-view.tsx';

type LoginFormProps = {
  studioKey: string;
  onLoggedIn: (user: User) => void | Promise<void>;
};

const loadLoginForm = () => import('./login-form-live.tsx').then((m) => m.LiveLoginForm);
const justTheName = (name: string) => ({ name });

/** E-mail and password; on success the session holds the user and `onLoggedIn` decides where next. */
export function LoginForm(props: LoginFormProps) {
  return (
    <DeferredForm
      load={loadLoginForm}
      props={props}
      markup={<LoginFormView field={justTheName} />}
    />
  );
}
