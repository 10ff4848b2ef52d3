import { useState } from 'react';
import { friendActivityTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { useActivitySharing, useSetActivitySharing } from './api/activity.ts';
import './share-activity.css';

/**
 * "Share my activity with friends" on the profile page: on, friends see the live classes the
 * member booked and the classes they finished this week; off, no one does. Saved as it changes.
 */
export function ShareActivitySetting() {
  const sharing = useActivitySharing();
  const save = useSetActivitySharing();
  // The choice shows at once, in the same render as the click: the mutation's own pending state
  // arrives a moment later, and a controlled checkbox would spring back until it does. Once the
  // save settles, the server's answer (or, on an error, the value before) shows again.
  const [chosen, setChosen] = useState<boolean | undefined>();
  if (sharing.error) return <FormMessage error={errorMessage(sharing.error)} />;
  const checked = chosen ?? sharing.data?.shareActivity ?? true;
  return (
    <section className="share-activity" aria-labelledby="share-activity">
      <h2 id="share-activity">Friends</h2>
      <label className="share-activity__choice">
        <input
          type="checkbox"
          checked={checked}
          disabled={sharing.isPending || save.isPending}
          aria-describedby="share-activity-hint"
          onChange={(e) => {
            setChosen(e.target.checked);
            save.mutate(e.target.checked, { onSettled: () => setChosen(undefined) });
          }}
        />{' '}
        {friendActivityTexts.shareActivity}
      </label>
      <p id="share-activity-hint" className="share-activity__hint">
        {friendActivityTexts.shareActivityHint}
      </p>
      <FormMessage
        error={save.error ? errorMessage(save.error) : null}
        success={save.isSuccess ? friendActivityTexts.saved : null}
      />
    </section>
  );
}
