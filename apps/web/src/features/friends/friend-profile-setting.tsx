import { useState, type FormEvent } from 'react';
import { friendTexts, type FriendProfile } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useFriendProfile, useSaveFriendProfile } from './api/friends.ts';
import './share-activity.css';

/** The member's handle: chosen, changed or taken away (an empty field), saved on Save. */
function HandleForm({ handle }: { handle: string | null }) {
  const [typed, setTyped] = useState<string | undefined>();
  const save = useSaveFriendProfile();
  const value = typed ?? handle ?? '';
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const text = value.trim();
    save.mutate({ handle: text ? text : null }, { onSuccess: () => setTyped(undefined) });
  };
  const saved = save.data?.handle ? friendTexts.handleSaved : friendTexts.handleRemoved;
  return (
    <form className="friends-profile__handle" onSubmit={submit} aria-label="Your handle">
      <Field
        label="Your handle"
        autoComplete="off"
        autoCapitalize="none"
        spellCheck={false}
        maxLength={21}
        placeholder="ana_runs"
        value={value}
        onChange={(e) => setTyped(e.target.value)}
        aria-describedby="friends-handle-hint"
      />
      <p id="friends-handle-hint" className="share-activity__hint">
        3 to 20 letters (a-z), digits or underscores. Friends find you by it and by your name.
      </p>
      <button className="btn" type="submit" disabled={save.isPending}>
        Save handle
      </button>
      <FormMessage
        error={save.error ? errorMessage(save.error) : null}
        success={save.isSuccess ? saved : null}
      />
    </form>
  );
}

/** One "who may find me" choice, saved as it changes (shown at once, as the server answers after). */
function FindableChoice(props: {
  profile: FriendProfile;
  field: 'findableByName' | 'findableByEmail';
  label: string;
  hint: string;
}) {
  const { profile, field, label, hint } = props;
  const save = useSaveFriendProfile();
  const [chosen, setChosen] = useState<boolean | undefined>();
  const hintId = `friends-${field}-hint`;
  return (
    <div>
      <label className="share-activity__choice">
        <input
          type="checkbox"
          checked={chosen ?? profile[field]}
          disabled={save.isPending}
          aria-describedby={hintId}
          onChange={(e) => {
            setChosen(e.target.checked);
            save.mutate({ [field]: e.target.checked }, { onSettled: () => setChosen(undefined) });
          }}
        />{' '}
        {label}
      </label>
      <p id={hintId} className="share-activity__hint">
        {hint}
      </p>
      <FormMessage error={save.error ? errorMessage(save.error) : null} />
    </div>
  );
}

/**
 * How members find the member (issue 56, item 2), on the profile page: a unique handle, and
 * whether they may be found by name and handle (on unless turned off) or by their e-mail address
 * (off unless turned on). Nobody is ever shown the member's address. On the profile page, and on
 * the friends page too, as friends need no plan and the profile page does.
 */
export function FriendProfileSetting({ className = 'share-activity' }: { className?: string }) {
  const profile = useFriendProfile();
  if (profile.error) return <FormMessage error={errorMessage(profile.error)} />;
  if (!profile.data) return null;
  return (
    <section className={className} aria-labelledby="friends-profile">
      <h2 id="friends-profile">How friends find you</h2>
      <HandleForm handle={profile.data.handle} />
      <FindableChoice
        profile={profile.data}
        field="findableByName"
        label={friendTexts.findByName}
        hint={friendTexts.findByNameHint}
      />
      <FindableChoice
        profile={profile.data}
        field="findableByEmail"
        label={friendTexts.findByEmail}
        hint={friendTexts.findByEmailHint}
      />
    </section>
  );
}
