import { useForm } from 'react-hook-form';
import { accountTexts } from '@jetsweat/contract';

export interface SignupValues {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmation: string;
}

/**
 * The sign-up rules of spec section 5, shared by the page form and the modal: e-mail checked on
 * leaving the field (and again on typing once warned, so the warning clears when '@' arrives);
 * passwords compared on leaving either field and on typing the confirmation.
 */
export function useSignupForm(opts: {
  warnOnEmptyEmail: boolean;
  defaults?: Partial<SignupValues>;
}) {
  const form = useForm<SignupValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmation: '',
      ...opts.defaults,
    },
  });
  const { register, getValues, getFieldState, trigger } = form;

  const email = register('email', {
    validate: (v) =>
      v.includes('@') || (!v && !opts.warnOnEmptyEmail) ? true : accountTexts.invalidEmail,
    // react-hook-form re-validates on change only after a submit; a warned field must clear at once.
    onChange: () => getFieldState('email').error && void trigger('email'),
  });
  const password = register('password', {
    onBlur: () => getValues('confirmation') && void trigger('confirmation'),
    onChange: () => getValues('confirmation') && void trigger('confirmation'),
  });
  const confirmation = register('confirmation', {
    validate: (v) => (!v || v === getValues('password') ? true : accountTexts.passwordMismatch),
    onChange: () => void trigger('confirmation'),
  });
  return {
    form,
    fields: {
      email,
      password,
      confirmation,
      firstName: register('firstName'),
      lastName: register('lastName'),
    },
  };
}
