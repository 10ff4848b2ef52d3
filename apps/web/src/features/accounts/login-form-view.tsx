import type { FormEventHandler, FocusEventHandler } from 'react';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

export type LoginFieldName = 'email' | 'password';

/**
 * The login form's markup, the same before its code arrives (`field` gives just the name) and
 * once working (`field` is the form library's register).
 */
export function LoginFormView(props: {
  field: (name: LoginFieldName) => { name: string };
  error?: string | null;
  busy?: boolean;
  onSubmit?: FormEventHandler<HTMLFormElement>;
  onFocus?: FocusEventHandler<HTMLFormElement>;
}) {
  const { field, busy = false } = props;
  return (
    <form onSubmit={props.onSubmit} onFocus={props.onFocus} noValidate aria-label="Log in">
      <FormMessage error={props.error ?? null} />
      <Field label="Email" type="email" autoComplete="email" {...field('email')} />
      <Field
        label="Password"
        type="password"
        autoComplete="current-password"
        {...field('password')}
      />
      <button className="btn btn--block" type="submit" disabled={busy}>
        {busy ? 'Loading...' : 'LOG IN'}
      </button>
    </form>
  );
}
