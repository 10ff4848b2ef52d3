import { useForm, type UseFormReturn } from 'react-hook-form';
import { accountTexts, type SignupFormValues } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { recheckWhileWarned, setServerError, useLazyResolver } from '../../lib/forms.ts';

export type SignupValues = SignupFormValues;
type PasswordPair = { password: string; confirmation: string };

/**
 * Password and confirmation (spec 5): compared on leaving either field, on typing the
 * confirmation, and on typing the password once a confirmation is there.
 */
export function registerPasswordPair<T extends PasswordPair>(form: UseFormReturn<T>) {
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  const recheck = () => pair.getValues('confirmation') && void pair.trigger('confirmation');
  return {
    password: pair.register('password', { onBlur: recheck, onChange: recheck }),
    confirmation: pair.register('confirmation', {
      onChange: () => void pair.trigger('confirmation'),
    }),
  };
}

/** The server's password rules: their answers belong under the password, not above the form. */
const PASSWORD_PROBLEMS: readonly string[] = [
  accountTexts.passwordHasEmail,
  accountTexts.passwordHasName,
  accountTexts.blankPassword,
];

/** Whether the server's answer is about the chosen password (a guessable one carries tips after). */
const isPasswordProblem = (message: string) =>
  PASSWORD_PROBLEMS.includes(message) || message.startsWith(accountTexts.weakPassword);

/**
 * The server's answer to a sign-up or a new password: a refused password is shown at the password field (and
 * clears as the person types another), anything else above the form.
 */
export function setSignupServerError<T extends PasswordPair>(form: UseFormReturn<T>, err: unknown) {
  const message = errorMessage(err);
  if (!isPasswordProblem(message)) return setServerError(form, err);
  const pair = form as unknown as UseFormReturn<PasswordPair>;
  pair.setError('password', { message }, { shouldFocus: true });
}

/**
 * A form of just a password and its confirmation (the partner sign-up, a new password from a
 * reset link), with the rules of the named resolver.
 */
export function usePasswordPairForm(rules: 'partnerSignupResolver' | 'newPasswordResolver') {
  const { resolver, warm } = useLazyResolver<PasswordPair>(() =>
    import('./form-resolvers.ts').then((m) => m[rules]),
  );
  const form = useForm<PasswordPair>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: { password: '', confirmation: '' },
  });
  return { form, warm };
}

/**
 * The sign-up rules of spec section 5, shared by the page form and the modal: the contract's form
 * schema, the e-mail checked on leaving the field and again on typing once warned (so the warning
 * clears when '@' arrives), and the password pair.
 */
export function useSignupForm(variant: 'page' | 'modal') {
  const { resolver, warm } = useLazyResolver<SignupValues>(() =>
    import('./form-resolvers.ts').then((m) =>
      variant === 'page' ? m.signupPageResolver : m.signupModalResolver,
    ),
  );
  const form = useForm<SignupValues>({
    mode: 'onBlur',
    reValidateMode: 'onChange',
    resolver,
    defaultValues: {
      email: '',
      firstName: '',
      lastName: '',
      password: '',
      confirmation: '',
      birthday: '',
    },
  });
  return {
    form,
    warm,
    fields: {
      email: form.register('email', { onChange: recheckWhileWarned(form, 'email') }),
      firstName: form.register('firstName'),
      lastName: form.register('lastName'),
      birthday: form.register('birthday'),
      ...registerPasswordPair(form),
    },
  };
}
