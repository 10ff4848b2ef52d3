import type { User } from '@jetsweat/contract';
import { brand } from '@jetsweat/contract';
import { serverErrorOf } from '../../lib/forms.ts';
import { useSite } from '../../lib/site.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { Modal } from '../../ui/modal.tsx';
import { useRegister } from './api/register.ts';
import { setSignupServerError, useSignupForm } from './signup-fields.tsx';

/** The modal's form state lives with the modal, so closing and reopening it keeps what was typed. */
function useSignupModalForm(onSignedUp: (u: User) => void) {
  const { form, fields, warm } = useSignupForm('modal');
  const register = useRegister();
  const site = useSite();
  const { errors, isSubmitting } = form.formState;
  const blocked =
    isSubmitting ||
    Boolean(errors.email) ||
    Boolean(errors.password) ||
    Boolean(errors.confirmation);

  const submit = form.handleSubmit(async ({ email, firstName, lastName, password }) => {
    try {
      onSignedUp(
        await register({
          userInfo: { email, firstName, lastName, password },
          studio: site.studioKey,
        }),
      );
    } catch (err) {
      setSignupServerError(form, err);
    }
  });
  return { form, fields, submit, blocked, warm };
}

function SignupModalForm(props: ReturnType<typeof useSignupModalForm>) {
  const { form, fields, submit, blocked, warm } = props;
  const { errors, isSubmitting } = form.formState;
  return (
    <form onSubmit={submit} onFocus={warm} noValidate aria-label="Create your free account">
      <FormMessage error={serverErrorOf(form) ?? errors.root?.missing?.message} />
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
        warning={errors.password?.message}
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
  );
}

/** Sign-up modal of the live schedule (spec 2.3). */
export function SignupModal(props: {
  open: boolean;
  onClose: () => void;
  onLogin: () => void;
  onSignedUp: (u: User) => void;
}) {
  const signup = useSignupModalForm(props.onSignedUp);
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      title="Create your free account"
      width={brand.modal.signupModalWidth}
    >
      <SignupModalForm {...signup} />
      <p>
        <button type="button" className="link-button" onClick={props.onLogin}>
          Already have an account? Sign in
        </button>
      </p>
    </Modal>
  );
}
