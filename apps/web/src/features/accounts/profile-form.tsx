import { useState } from 'react';
import { useForm } from 'react-hook-form';
import {
  activityLevelDescriptions,
  activityLevels,
  genderLabels,
  genders,
  liveReminderChoices,
  liveReminderLabels,
  DEFAULT_LIVE_REMINDER_MINUTES,
  poundsOf,
  PROFILE_DEFAULTS,
  weightIn,
  weightUnits,
  type ActivityLevel,
  type BoardDisplay,
  type Gender,
  type LiveReminderMinutes,
  type User,
  type WeightUnit,
} from '@jetsweat/contract';
import { serverErrorOf, setServerError, useLazyResolver } from '../../lib/forms.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { saveLiveReminders, useSaveProfile } from './api/save-profile.ts';
import { LeaderboardDefaultField } from './leaderboard-default-field.tsx';
import { MaxHeartRateField } from './max-heart-rate-field.tsx';
import { readWeightUnit, writeWeightUnit } from './weight-unit-preference.ts';

type ProfileValues = {
  firstName: string;
  lastName: string;
  birthday: string;
  weight: string;
  weightUnit: WeightUnit;
  gender: '' | Gender;
  activityLevel: '' | ActivityLevel;
  maxHeartRate: string;
  leaderboardShow: '' | BoardDisplay;
  liveReminderMinutes: string;
};

const valuesOf = (user: User, weightUnit: WeightUnit): ProfileValues => ({
  firstName: user.firstName,
  lastName: user.lastName,
  birthday: user.birthday ?? '',
  weight: user.weight === null ? '' : String(weightIn(user.weight, weightUnit)),
  weightUnit,
  gender: user.gender ?? '',
  activityLevel: user.activityLevel ?? '',
  maxHeartRate: user.maxHeartRate == null ? '' : String(user.maxHeartRate),
  leaderboardShow: user.leaderboardShow ?? '',
  liveReminderMinutes: String(user.liveReminderMinutes ?? DEFAULT_LIVE_REMINDER_MINUTES),
});

/** The weight and the unit it is entered in; switching the unit converts what is typed. */
function WeightFields({ form }: { form: ReturnType<typeof useForm<ProfileValues>> }) {
  const unit = form.watch('weightUnit');
  const unitChoice = form.register('weightUnit');
  return (
    <>
      <Field
        label={`Weight (${unit})`}
        type="number"
        inputMode="decimal"
        step={unit === 'kg' ? '0.1' : '1'}
        placeholder={String(weightIn(PROFILE_DEFAULTS.weight, unit))}
        {...form.register('weight')}
      />
      <div className="field">
        <label htmlFor="weight-unit">Weight unit</label>
        <select
          id="weight-unit"
          {...unitChoice}
          onChange={async (e) => {
            const typed = Number(form.getValues('weight'));
            await unitChoice.onChange(e);
            const next = form.getValues('weightUnit');
            writeWeightUnit(next);
            if (form.getValues('weight') && Number.isFinite(typed))
              form.setValue('weight', String(weightIn(poundsOf(typed, unit), next)));
          }}
        >
          {weightUnits.map((u) => (
            <option key={u} value={u}>
              {u === 'lb' ? 'Pounds (lb)' : 'Kilograms (kg)'}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

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
      <div className="field">
        <label htmlFor="live-reminder">Live class reminder e-mails</label>
        <select id="live-reminder" {...form.register('liveReminderMinutes')}>
          {liveReminderChoices.map((m) => (
            <option key={m} value={String(m)}>
              {liveReminderLabels[m]}
            </option>
          ))}
        </select>
      </div>
    </>
  );
}

/**
 * The profile (PUT /api/user/save). Calories are worked out from birthday, weight and gender;
 * while one is unset the form says which default stands in (spec 9: age 35, 143 lb, F). A weight
 * may be typed in kg; the profile keeps pounds.
 */
export function ProfileForm({ user }: { user: User }) {
  const save = useSaveProfile();
  const [saved, setSaved] = useState(false);
  const { resolver, warm } = useLazyResolver<ProfileValues>(() =>
    import('./form-resolvers.ts').then((m) => m.profileResolver),
  );
  const form = useForm<ProfileValues>({
    resolver,
    defaultValues: valuesOf(user, readWeightUnit()),
  });
  const birthday = form.watch('birthday');
  const submit = form.handleSubmit(async (v) => {
    setSaved(false);
    try {
      // The reminder's own call first: the profile's save then reloads the session with both.
      const liveReminderMinutes = Number(v.liveReminderMinutes) as LiveReminderMinutes;
      if (liveReminderMinutes !== (user.liveReminderMinutes ?? DEFAULT_LIVE_REMINDER_MINUTES))
        await saveLiveReminders({ liveReminderMinutes });
      await save({
        firstName: v.firstName,
        lastName: v.lastName,
        birthday: v.birthday || null,
        // The profile keeps whole pounds; a weight in kg is converted here.
        weight: v.weight ? poundsOf(Number(v.weight), v.weightUnit) : null,
        gender: v.gender || null,
        activityLevel: v.activityLevel || null,
        // Empty goes back to 220 - age.
        maxHeartRate: v.maxHeartRate ? Number(v.maxHeartRate) : null,
        leaderboardShow: v.leaderboardShow || null,
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
        label={birthday ? 'Birthday' : `Birthday (not set: age ${PROFILE_DEFAULTS.age} is used)`}
        type="date"
        {...form.register('birthday')}
      />
      <WeightFields form={form} />
      <Choices form={form} />
      <MaxHeartRateField {...form.register('maxHeartRate')} />
      <LeaderboardDefaultField {...form.register('leaderboardShow')} />
      <button className="btn" type="submit" disabled={form.formState.isSubmitting}>
        Save profile
      </button>
    </form>
  );
}
