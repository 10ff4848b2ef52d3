import { useState } from 'react';
import { instructorRoomTexts as texts, type RosterMember } from '@jetsweat/contract';
import type { RosterState } from './socket/use-roster.ts';
import './live-roster.css';

/** How the member is in the room now, in a few words. */
function state(m: RosterMember): string {
  if (m.removed) return texts.removed;
  if (!m.present) return texts.left;
  if (m.cameraHidden) return `${texts.here}, ${texts.cameraHidden}`;
  return m.cameraOn ? `${texts.here}, ${texts.cameraOn}` : texts.here;
}

/** Removing asks once more: the member cannot come back into this class. */
function RemoveButton({ m, remove }: { m: RosterMember; remove: () => void }) {
  const [asking, setAsking] = useState(false);
  if (!asking)
    return (
      <button
        type="button"
        className="btn btn--danger roster__action"
        aria-label={`Remove ${m.name} from the class`}
        onClick={() => setAsking(true)}
      >
        Remove
      </button>
    );
  return (
    <span className="roster__confirm" role="group" aria-label={`Remove ${m.name}?`}>
      <span>{texts.confirmRemove(m.name)}</span>
      <button type="button" className="btn btn--danger roster__action" onClick={remove}>
        Yes, remove
      </button>
      <button
        type="button"
        className="btn btn--ghost roster__action"
        onClick={() => setAsking(false)}
      >
        Keep
      </button>
    </span>
  );
}

function MemberLine({ m, act }: { m: RosterMember; act: RosterState['act'] }) {
  return (
    <li className={`roster__member${m.present ? '' : ' roster__member--away'}`}>
      <span className="roster__name">{m.name}</span>
      <span className="roster__state">{state(m)}</span>
      {m.removed ? null : (
        <span className="roster__actions">
          <button
            type="button"
            className="btn btn--ghost roster__action"
            aria-label={`${m.cameraHidden ? 'Show' : 'Hide'} camera of ${m.name}`}
            onClick={() => void act(m.cameraHidden ? 'showCamera' : 'hideCamera', m.userId)}
          >
            {m.cameraHidden ? 'Show camera' : 'Hide camera'}
          </button>
          <RemoveButton m={m} remove={() => void act('remove', m.userId)} />
        </span>
      )}
    </li>
  );
}

/**
 * Who is in the class, as the server knows it: the members here now first, then those who left;
 * each with their camera, and the instructor's hand (hide the camera, remove from the class).
 */
export function LiveRoster({ roster }: { roster: RosterState }) {
  const members = roster.roster?.members ?? [];
  const here = members.filter((m) => m.present).length;
  return (
    <section className="roster" aria-label="Who is in the class">
      <h2 className="roster__title">
        {texts.rosterTitle} <span className="roster__count">({here} here)</span>
      </h2>
      {roster.problem ? (
        <p className="form-error" role="alert">
          {roster.problem}
        </p>
      ) : null}
      {roster.roster && members.length === 0 ? (
        <p className="roster__empty">{texts.noMembersYet}</p>
      ) : null}
      <ul className="roster__list">
        {members.map((m) => (
          <MemberLine key={m.userId} m={m} act={roster.act} />
        ))}
      </ul>
      {roster.roster?.more ? <p>And {roster.roster.more} more.</p> : null}
    </section>
  );
}
