import type { FormEventHandler, FocusEventHandler } from 'react';
import { MIN_MEMBER_AGE } from '@jetsweat/contract';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { PasswordPairFields, type Registered } from './password-pair-fields.tsx';

type Name = 'email' | 'firstName' | 'lastName' | 'birthday' | 'password' | 'confirmation';

/**
 * The main sign-up form's markup, the same before its code arrives (each field just its name,
 * the button off as the fields are empty) and once working (`fields` from useSignupForm).
 */
export function SignupFormView(props: {
  fields: Record<Name, Registered>;
  warnings?: Partial<Record<'email' | 'password' | 'confirmation', string | undefined>>;
  error?: string | null;
  disabled: boolean;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
}) {
  const { fields, warnings = {} } = props;
  return (
    <form onSubmit={props.onSubmit} onFocus={props.onFocus} noValidate aria-label="Sign up">
      <FormMessage error={props.error ?? null} />
      <Field label="First name" autoComplete="given-name" {...fields.firstName} />
      <Field label="Last name" autoComplete="family-name" {...fields.lastName} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        warning={warnings.email}
        {...fields.email}
      />
      <Field
        label={`Date of birth (optional: members are ${MIN_MEMBER_AGE} or older)`}
        type="date"
        autoComplete="bday"
        {...fields.birthday}
      />
      <PasswordPairFields
        fields={fields}
        warnings={{ password: warnings.password, confirmation: warnings.confirmation }}
      />
      <button className="btn btn--block" type="submit" disabled={props.disabled}>
        {props.busy ? 'Loading...' : "LET'S WORK OUT!"}
      </button>
    </form>
  );
}
