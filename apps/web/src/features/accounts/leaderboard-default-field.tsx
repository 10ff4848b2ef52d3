import { forwardRef, useId, type SelectHTMLAttributes } from 'react';
import { leaderboardProfileTexts as texts } from '@jetsweat/contract';
import './max-heart-rate-field.css';

/**
 * Whether the member shows on leaderboards by default, and how (issue 53, items 3 and 5): off,
 * by first name or by initials. The live room's opt-in starts from it, and on-demand boards list
 * the member's past classes only while it is on.
 */
export const LeaderboardDefaultField = forwardRef<
  HTMLSelectElement,
  SelectHTMLAttributes<HTMLSelectElement>
>(function LeaderboardDefaultField(select, ref) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{texts.label}</label>
      <select ref={ref} id={id} aria-describedby={`${id}-hint`} {...select}>
        <option value="">{texts.off}</option>
        <option value="name">{texts.name}</option>
        <option value="initials">{texts.initials}</option>
      </select>
      <span className="max-heart-rate__hint" id={`${id}-hint`}>
        {texts.hint}
      </span>
    </div>
  );
});
