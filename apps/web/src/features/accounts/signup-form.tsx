import { useState } from 'react';
import { useNavigate } from 'react-router';
import { Field } from '../../ui/field.tsx';
import { errorMessage } from '../../lib/api.ts';
import { useSite } from '../studios/site.tsx';
import { afterSignupTarget } from './access.ts';
import { accountsApi } from './api.ts';
import { useSession } from './session.tsx';
import { useSignupForm, type SignupValues } from './signup-fields.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

/** The main sign-up form (spec 2.2): every field required, submit disabled until all is well. */
export function SignupForm(props: {
  promoCode: string | null;
  studioKey: string;
  next?: string | undefined;
}) {
  const { promoCode, studioKey, next } = props;
  const { form, fields } = useSignupForm({ warnOnEmptyEmail: true });
  const { signIn } = useSession();
  const site = useSite();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const values = form.watch();
  const { errors, isSubmitting } = form.formState;
  const incomplete = (Object.keys(values) as (keyof SignupValues)[]).some((k) => !values[k]);
  const warned = Object.keys(errors).length > 0;

  const submit = form.handleSubmit(async (v) => {
    setServerError(null);
    try {
      const { authToken } = await accountsApi.register(
        { email: v.email, firstName: v.firstName, lastName: v.lastName, password: v.password },
        studioKey || undefined,
      );
      const user = await signIn(authToken);
      await navigate(next ?? afterSignupTarget(user, promoCode, site.onWhiteLabelDomain));
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  return (
    <form onSubmit={submit} noValidate aria-label="Sign up">
      <FormMessage error={serverError} />
      <Field label="First name" autoComplete="given-name" {...fields.firstName} />
      <Field label="Last name" autoComplete="family-name" {...fields.lastName} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        warning={errors.email?.message}
        {...fields.email}
      />
      <Field label="Password" type="password" autoComplete="new-password" {...fields.password} />
      <Field
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        warning={errors.confirmation?.message}
        {...fields.confirmation}
      />
      <button
        className="btn btn--block"
        type="submit"
        disabled={incomplete || warned || isSubmitting}
      >
        {isSubmitting ? 'Loading...' : "LET'S WORK OUT!"}
      </button>
    </form>
  );
}
