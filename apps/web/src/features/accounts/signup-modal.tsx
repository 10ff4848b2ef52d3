import { useState } from 'react';
import type { User } from '@jetsweat/contract';
import { brand } from '@jetsweat/contract';
import { Field } from '../../ui/field.tsx';
import { Modal } from '../../ui/modal.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSite } from '../studios/site.tsx';
import { accountsApi } from './api.ts';
import { useSession } from './session.tsx';
import { useSignupForm } from './signup-fields.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

/** Sign-up modal of the live schedule (spec 2.3). */
export function SignupModal(props: {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onSignedUp: (u: User) => void;
}) {
  const { form, fields } = useSignupForm({ warnOnEmptyEmail: false });
  const { signIn } = useSession();
  const site = useSite();
  const [serverError, setServerError] = useState<string | null>(null);
  const { errors, isSubmitting } = form.formState;
  const blocked = isSubmitting || Boolean(errors.email) || Boolean(errors.confirmation);

  const submit = form.handleSubmit(async (v) => {
    setServerError(null);
    const missing = !v.firstName || !v.lastName || !v.password || !v.confirmation;
    if (missing) return setServerError('Please fill in every field.');
    try {
      const { authToken } = await accountsApi.register(
        { email: v.email, firstName: v.firstName, lastName: v.lastName, password: v.password },
        site.studioKey || undefined,
      );
      props.onSignedUp(await signIn(authToken));
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Create your free account"
      width={brand.modal.signupModalWidth}
    >
      <form onSubmit={submit} noValidate aria-label="Create your free account">
        <FormMessage error={serverError} />
        <Field
          label="Email address"
          type="email"
          autoComplete="email"
          warning={errors.email?.message}
          {...fields.email}
        />
        <Field label="First name" autoComplete="given-name" required {...fields.firstName} />
        <Field label="Last name" autoComplete="family-name" required {...fields.lastName} />
        <Field
          label="Password"
          type="password"
          autoComplete="new-password"
          required
          {...fields.password}
        />
        <Field
          label="Re-enter password"
          type="password"
          autoComplete="new-password"
          required
          warning={errors.confirmation?.message}
          {...fields.confirmation}
        />
        <button className="btn btn--block" type="submit" disabled={blocked}>
          {isSubmitting ? 'Loading....' : 'Create My Account'}
        </button>
      </form>
      <p>
        <button type="button" className="link-button" onClick={props.onLogin}>
          Already have an account? Sign in
        </button>
      </p>
    </Modal>
  );
}
