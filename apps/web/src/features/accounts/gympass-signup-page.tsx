import { useState } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../app/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { Loader } from '../../ui/loader.tsx';
import { accountsApi } from './api.ts';
import { splitPartnerName } from './partner-name.ts';
import { useSession } from './session.tsx';
import { useSignupForm } from './signup-fields.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

/** /signup/gympass: a partner pass holder arrives with their details in the link (spec 2.4). */
export default function GympassSignupPage() {
  const [query] = useSearchParams();
  const { user, loading, signIn } = useSession();
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const { firstName, lastName } = splitPartnerName(query.get('firstname'), query.get('lastname'));
  const email = query.get('email') ?? '';
  const token = query.get('token') ?? '';
  const { form, fields } = useSignupForm({
    warnOnEmptyEmail: false,
    defaults: { email, firstName, lastName },
  });
  const { errors, isSubmitting } = form.formState;

  if (!['firstname', 'lastname', 'email', 'token'].some((p) => query.get(p)))
    return <Navigate to="/" replace />;
  if (loading) return <Loader />;
  if (user) return <Navigate to={paths.account} replace />;

  const submit = form.handleSubmit(async (v) => {
    setServerError(null);
    try {
      const { authToken } = await accountsApi.registerPartner({
        email,
        firstName,
        lastName,
        password: v.password,
        token,
      });
      await signIn(authToken);
      await navigate(paths.account);
    } catch (err) {
      setServerError(errorMessage(err));
    }
  });

  return (
    <main className="page page--narrow">
      <h1>Activate your partner pass</h1>
      <FormMessage error={serverError} />
      <form onSubmit={submit} noValidate aria-label="Partner sign up">
        <Field label="Email" value={email} readOnly />
        <Field label="Name" value={`${firstName} ${lastName}`.trim()} readOnly />
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
          disabled={isSubmitting || Boolean(errors.confirmation)}
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
