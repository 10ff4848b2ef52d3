import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  activityLevelDescriptions,
  activityLevels,
  genderLabels,
  genders,
  PROFILE_DEFAULTS,
  type ActivityLevel,
  type Gender,
  type User,
} from '@jetsweat/contract';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useSaveProfile } from './api/save-profile.ts';

type ProfileValues = {
  firstName: string;
  lastName: string;
  birthday: string;
  weight: string;
  gender: '' | Gender;
  activityLevel: '' | ActivityLevel;
};

const valuesOf = (user: User): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthday: user.birthday ?? '',
  weight: user.weight?.toString() ?? '',
  gender: user.gender ?? '',
  activityLevel: user.activityLevel ?? '',
});

function Choices({ form }: { form: ReturnType<typeof useForm<ProfileValues>> }) {
  return (
    <>
      <div className="field">
        <label htmlFor="gender">Gender</label>
        <select id="gender" {...form.register('gender')}>
          <option value="">Not set (calories use {genderLabels[PROFILE_DEFAULTS.gender]})</option>
          {genders.map((g) => (
            <option key={g} value={g}>
              {genderLabels[g]}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor="activity-level">Activity level</label>
        <select id="activity-level" {...form.register('activityLevel')}>
          <option value="">Not set</option>
          {activityLevels.map((a) => (
            <option key={a} value={a}>
              {a} ({activityLevelDescriptions[a]})
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The profile (PUT /api/user/save). Calories are worked out from birthday, weight and gender;
 * while one is unset the form says which default stands in (spec 9: age 35, 143 lb, F).
 */
export function ProfileForm({ user }: { user: User }) {
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const { resolver, warm } = useLazyResolver<ProfileValues>(() =>
    import('./form-resolvers.ts').then((m) => m.profileResolver),
  );
  const form = useForm<ProfileValues>({ resolver, defaultValues: valuesOf(user) });
  const submit = form.handleSubmit(async (v) => {
    setSaved(false);
    try {
      await save({
        firstName: v.firstName,
        lastName: v.lastName,
        birthday: v.birthday || null,
        weight: v.weight ? Number(v.weight) : null,
        gender: v.gender || null,
        activityLevel: v.activityLevel || null,
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
      <Field
        label={`Birthday (not set: age ${PROFILE_DEFAULTS.age} is used)`}
        type="date"
        {...form.register('birthday')}
      />
      <Field
        label="Weight (lb)"
        type="number"
        inputMode="numeric"
        placeholder={String(PROFILE_DEFAULTS.weight)}
        {...form.register('weight')}
      />
      <Choices form={form} />
      <button className="btn" type="submit" disabled={form.formState.isSubmitting}>
        Save profile
      </button>
    </form>
  );
}
