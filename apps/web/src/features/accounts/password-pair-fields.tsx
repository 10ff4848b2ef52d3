import type { UseFormRegisterReturn } from 'react-hook-form';
import { Field } from '../../ui/field.tsx';

/** A field's props from the form library's register, or just its name before the form works. */
export type Registered = Pick<UseFormRegisterReturn, 'name'> & Partial<UseFormRegisterReturn>;

/**
 * A new password and its confirmation, as every sign-up form shows them; `fields` comes from
 * registerPasswordPair, `warnings` from the form's errors.
 */
export function PasswordPairFields({
  fields,
  warnings,
}: {
  fields: { password: Registered; confirmation: Registered };
  warnings: { password?: string | undefined; confirmation?: string | undefined };
}) {
  return (
    <>
      <Field
        label="Password"
        type="password"
        autoComplete="new-password"
        warning={warnings.password}
        {...fields.password}
      />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        warning={warnings.confirmation}
        {...fields.confirmation}
      />
    </>
  );
}
