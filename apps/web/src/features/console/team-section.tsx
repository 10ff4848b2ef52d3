import { useState, type FormEvent } from 'react';
import { consoleTexts, type ConsoleInviteRole } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useInvite, useTeam } from './api/console.ts';
import { roleNames } from './role-names.ts';

/** The invite form: admins invite instructors; staff choose instructor or admin. */
function InviteForm({ studioId, staff }: { studioId: number; staff: boolean }) {
  const invite = useInvite(studioId);
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<ConsoleInviteRole>('instructor');
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    try {
      await invite.mutateAsync({ email: email.trim(), role });
      setMessage({ success: `${consoleTexts.inviteSent} (${email.trim()})` });
      setEmail('');
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <form className="console__inline-form" onSubmit={submit} aria-label="Invite to the team">
      <Field
        label="E-mail address"
        type="email"
        autoComplete="off"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
        required
      />
      {staff ? (
        <div className="field">
          <label htmlFor="console-invite-role">Role</label>
          <select
            id="console-invite-role"
            value={role}
            onChange={(e) => setRole(e.target.value as ConsoleInviteRole)}
          >
            <option value="instructor">Instructor</option>
            <option value="admin">Studio admin</option>
          </select>
        </div>
      ) : null}
      <button className="btn" type="submit" disabled={invite.isPending || !email.trim()}>
        {invite.isPending ? 'Sending…' : staff ? 'Send invite' : 'Invite instructor'}
      </button>
      <div style={{ flexBasis: '100%' }}>
        <FormMessage error={message.error} success={message.success} />
      </div>
    </form>
  );
}

/** The studio's admins and instructors, the invites waiting, and the invite form. */
export function TeamSection({ studioId, staff }: { studioId: number; staff: boolean }) {
  const team = useTeam(studioId);
  return (
    <section className="console__card" aria-labelledby="console-team">
      <h2 id="console-team">Team</h2>
      {team.isPending ? <Loader /> : null}
      {team.isError ? <FormMessage error={errorMessage(team.error)} /> : null}
      {team.data ? (
        <>
          <ul className="console__list" aria-label="Team members">
            {team.data.members.map((m) => (
              <li key={`${m.role}-${m.userId}`} className="console__row">
                <span>
                  {m.name || m.email} <span className="console__muted">{m.email}</span>
                </span>
                <span>{roleNames[m.role]}</span>
              </li>
            ))}
          </ul>
          {team.data.invites.length > 0 ? (
            <>
              <h3>Invites waiting</h3>
              <ul className="console__list" aria-label="Invites waiting">
                {team.data.invites.map((i) => (
                  <li key={i.id} className="console__row">
                    <span>{i.email}</span>
                    <span className="console__muted">
                      {roleNames[i.role]}, until {new Date(i.expiresAt).toLocaleDateString()}
                    </span>
                  </li>
                ))}
              </ul>
            </>
          ) : null}
        </>
      ) : null}
      <h3>Invite someone</h3>
      <InviteForm studioId={studioId} staff={staff} />
    </section>
  );
}
