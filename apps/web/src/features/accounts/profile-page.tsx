import type { ReactNode } from 'react';
import { caloriePersonOf, easternDay, genderLabels } from '@jetsweat/contract';
import { useSession } from '../../lib/session.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { MemberNav } from '../../ui/member-nav.tsx';
import { ProfileForm } from './profile-form.tsx';

/**
 * /newplatform/profile: what the calorie count is worked out from, and the member's name; other
 * features' settings (`children`, composed in src/app/routes) below.
 */
export default function ProfilePage({ children }: { children?: ReactNode }) {
  usePageTitle('Profile');
  const { user } = useSession();
  if (!user) return null;
  // The server's reading of the profile; worked out the same way here for a user loaded before it.
  const person = caloriePersonOf(user, easternDay(new Date()));
  const used = user.profile ?? {
    age: person.age,
    weight: person.weightLb,
    gender: person.gender,
    defaults: { age: !user.birthday, weight: user.weight === null, gender: user.gender === null },
  };
  const mark = (isDefault: boolean) => (isDefault ? ' (default)' : '');
  return (
    <main className="page page--narrow">
      <h1>Profile</h1>
      <MemberNav />
      <p>
        Calories are worked out from your age, weight and gender. Now used: age {used.age}
        {mark(used.defaults.age)}, {used.weight} lb{mark(used.defaults.weight)},{' '}
        {genderLabels[used.gender].toLowerCase()}
        {mark(used.defaults.gender)}.
      </p>
      <ProfileForm user={user} />
      {children}
    </main>
  );
}
