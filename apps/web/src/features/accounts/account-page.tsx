import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import type { User } from '@jetsweat/contract';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { paths } from '../../lib/paths.ts';
import { useSession } from '../../lib/session.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useSaveProfile } from './api/save-profile.ts';

type ProfileValues = {
  firstName: string;
  lastName: string;
  birthday: string;
  weight: string;
  gender: '' | 'F' | 'M' | 'X';
};

function ProfileEditor({ user }: { user: User }) {
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const { resolver, warm } = useLazyResolver<ProfileValues>(() =>
    import('./form-resolvers.ts').then((m) => m.profileResolver),
  );
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: {
      firstName: user.firstName,
      lastName: user.lastName,
      birthday: user.birthday ?? '',
      weight: user.weight?.toString() ?? '',
      gender: user.gender ?? '',
    },
  });
  const submit = form.handleSubmit(async (v) => {
    setSaved(false);
    try {
      await save({
        firstName: v.firstName,
        lastName: v.lastName,
        birthday: v.birthday || null,
        weight: v.weight ? Number(v.weight) : null,
        gender: v.gender || null,
      });
      setSaved(true);
    } catch (err) {
      setServerError(form, err);
    }
  });
  return (
    <form onSubmit={submit} onFocus={warm} noValidate aria-label="Profile">
      <FormMessage error={serverErrorOf(form)} success={saved ? 'Your profile is saved.' : null} />
      <Field label="First name" {...form.register('firstName')} />
      <Field label="Last name" {...form.register('lastName')} />
      <Field label="Birthday" type="date" {...form.register('birthday')} />
      <Field label="Weight (lb)" type="number" inputMode="numeric" {...form.register('weight')} />
      <div className="field">
        <label htmlFor="gender">Gender</label>
        <select id="gender" {...form.register('gender')}>
          <option value="">Prefer not to say</option>
          <option value="F">Female</option>
          <option value="M">Male</option>
          <option value="X">Another gender</option>
        </select>
      </div>
      <button className="btn" type="submit" disabled={form.formState.isSubmitting}>
        Save profile
      </button>
    </form>
  );
}

/** /account, /account/{date} and /account/{studio}/{date}. */
export default function AccountPage() {
  const { user } = useSession();
  const { date } = useParams();
  if (!user) return null;
  return (
    <main className="page page--narrow">
      <h1>Your account</h1>
      <FormMessage success={date ? `Your day pass for ${date} is confirmed.` : null} />
      <p>
        {user.firstName} {user.lastName} · {user.email}
      </p>
      <h2>Membership</h2>
      {user.subscription.active ? (
        <p>
          Your subscription is active. <Link to={paths.cancel}>Cancel subscription</Link>
        </p>
      ) : (
        <p>
          You have no active subscription. <Link to={paths.payment}>Choose a plan</Link>
        </p>
      )}
      <h2>Profile</h2>
      <ProfileEditor user={user} />
      <p>
        <Link to={paths.logout()}>Log out</Link>
      </p>
    </main>
  );
}
