import { useNavigate } from 'react-router';
import { afterSignupTarget } from '../../lib/access.ts';
import { serverErrorOf } from '../../lib/forms.ts';
import { useSite } from '../../lib/site.ts';
import { useRegister } from './api/register.ts';
import { setSignupServerError, useSignupForm } from './signup-fields.tsx';
import { SignupFormView } from './signup-form-view.tsx';

export interface SignupFormProps {
  promoCode: string | null;
  studioKey: string;
  next?: string | undefined;
}

/** The sign-up form at work (signup-form.tsx shows it once the person reaches into the form). */
export function LiveSignupForm({ promoCode, studioKey, next }: SignupFormProps) {
  const { form, fields, warm } = useSignupForm('page');
  const register = useRegister();
  const site = useSite();
  const navigate = useNavigate();
  const { errors, isSubmitting } = form.formState;
  const { birthday: _optional, ...required } = form.watch();
  const incomplete = Object.values(required).some((v) => !v);
  const warned = Object.keys(errors).some((k) => k !== 'root');

  const submit = form.handleSubmit(async ({ email, firstName, lastName, password, birthday }) => {
    try {
      const user = await register({
        userInfo: { email, firstName, lastName, password, ...(birthday ? { birthday } : {}) },
        studio: studioKey,
      });
      await navigate(next ?? afterSignupTarget(user, promoCode, site.onWhiteLabelDomain));
    } catch (err) {
      setSignupServerError(form, err);
    }
  });

  return (
    <SignupFormView
      fields={fields}
      warnings={{
        email: errors.email?.message,
        password: errors.password?.message,
        confirmation: errors.confirmation?.message,
      }}
      error={serverErrorOf(form)}
      disabled={incomplete || warned || isSubmitting}
      busy={isSubmitting}
      onSubmit={submit}
      onFocus={warm}
    />
  );
}
