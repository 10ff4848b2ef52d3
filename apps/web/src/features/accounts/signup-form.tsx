import { DeferredForm } from '../../lib/deferred-form.tsx';
import type { SignupFormProps } from './signup-form-live.tsx';
import { SignupFormView } from './signup-form-view.tsx';

const loadSignupForm = () => import('./signup-form-live.tsx').then((m) => m.LiveSignupForm);
const plainFields = {
  firstName: { name: 'firstName' },
  lastName: { name: 'lastName' },
  email: { name: 'email' },
  birthday: { name: 'birthday' },
  password: { name: 'password' },
  confirmation: { name: 'confirmation' },
};

/**
 * The main sign-up form (spec 2.2): every field required, submit disabled until all is well. Its
 * code (and the form library's) comes when the person reaches into it (lib/deferred-form.tsx).
 */
export function SignupForm(props: SignupFormProps) {
  return (
    <DeferredForm
      load={loadSignupForm}
      props={props}
      markup={<SignupFormView fields={plainFields} disabled />}
    />
  );
}
