import { usePageTitle } from '../../lib/use-page-title.ts';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { serverErrorOf } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Field } from '../../ui/field.tsx';
import { PasswordPairFields } from './password-pair-fields.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useRegisterPartner } from './api/register.ts';
import { splitPartnerName } from './partner-name.ts';
import {
  registerPasswordPair,
  setSignupServerError,
  usePasswordPairForm,
} from './signup-fields.tsx';

const LINK_DETAILS = ['firstname', 'lastname', 'email', 'token'] as const;

/** The partner's details from the link, and the form that turns them into an account. */
function usePartnerSignup(query: URLSearchParams) {
  const navigate = useNavigate();
  const registerPartner = useRegisterPartner();
  const { firstName, lastName } = splitPartnerName(query.get('firstname'), query.get('lastname'));
  const email = query.get('email') ?? '';
  const { form, warm } = usePasswordPairForm('partnerSignupResolver');
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const token = query.get('token') ?? '';
      await registerPartner({ email, firstName, lastName, password, token });
      await navigate(paths.account);
    } catch (err) {
      setSignupServerError(form, err);
    }
  });
  return {
    form,
    fields: registerPasswordPair(form),
    submit,
    warm,
    email,
    name: `${firstName} ${lastName}`,
  };
}

/** /signup/gympass: a partner pass holder arrives with their details in the link (spec 2.4). */
export default function GympassSignupPage() {
  usePageTitle('Sign up with your partner');
  const [query] = useSearchParams();
  const { user, loading } = useSession();
  const { form, fields, submit, warm, email, name } = usePartnerSignup(query);
  const { errors, isSubmitting } = form.formState;

  if (!LINK_DETAILS.some((p) => query.get(p))) return <Navigate to={paths.home} replace />;
  if (loading) return <Loader />;
  if (user) return <Navigate to={paths.account} replace />;
  return (
    <main className="page page--narrow">
      <h1>Activate your partner pass</h1>
      <FormMessage error={serverErrorOf(form)} />
      <form onSubmit={submit} onFocus={warm} noValidate aria-label="Partner sign up">
        <Field label="Email" value={email} readOnly />
        <Field label="Name" value={name.trim()} readOnly />
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
          disabled={isSubmitting || Boolean(errors.password) || Boolean(errors.confirmation)}
        >
          {isSubmitting ? 'Loading...' : 'CREATE MY ACCOUNT'}
        </button>
      </form>
      <p>
        By creating an account you agree to the <Link to={paths.terms}>Terms of Service</Link> and
        the <Link to={paths.privacy}>Privacy Policy</Link>. Already have an account?{' '}
        <Link to={paths.login()}>Log in</Link>
      </p>
    </main>
  );
}
