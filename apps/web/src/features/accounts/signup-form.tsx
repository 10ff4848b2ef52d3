import { useNavigate } from 'react-router';
import { MIN_MEMBER_AGE } from '@jetsweat/contract';
import { afterSignupTarget } from '../../lib/access.ts';
import { serverErrorOf } from '../../lib/forms.ts';
import { useSite } from '../../lib/site.ts';
import { Field } from '../../ui/field.tsx';
import { PasswordPairFields } from './password-pair-fields.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useRegister } from './api/register.ts';
import { setSignupServerError, useSignupForm } from './signup-fields.tsx';

/** The main sign-up form (spec 2.2): every field required, submit disabled until all is well. */
export function SignupForm(props: {
  promoCode: string | null;
  studioKey: string;
  next?: string | undefined;
}) {
  const { promoCode, studioKey, next } = props;
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
    <form onSubmit={submit} onFocus={warm} noValidate aria-label="Sign up">
      <FormMessage error={serverErrorOf(form)} />
      <Field label="First name" autoComplete="given-name" {...fields.firstName} />
      <Field label="Last name" autoComplete="family-name" {...fields.lastName} />
      <Field
        label="Email"
        type="email"
        autoComplete="email"
        warning={errors.email?.message}
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
        warnings={{
          password: errors.password?.message,
          confirmation: errors.confirmation?.message,
        }}
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
