import { useState, type FormEvent } from 'react';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { sendInvite } from './api/friends.ts';

/** A phone number as the server takes it: spaces, dashes and brackets out. */
const compactPhone = (phone: string) => phone.replace(/[\s().-]/g, '');

/** One invite form: by e-mail or by text message, each sending a personal sign-up link. */
function InviteBy({ channel }: { channel: 'email' | 'phone' }) {
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const byEmail = channel === 'email';

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    setSuccess(null);
    setSending(true);
    try {
      const sent = await sendInvite(
        byEmail ? { email: value.trim() } : { phone: compactPhone(value) },
      );
      setSuccess(`Invite sent to ${sent.address}.`);
      setValue('');
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSending(false);
    }
  };

  return (
    <form
      className="friends__inline-form"
      onSubmit={submit}
      aria-label={byEmail ? 'Invite by e-mail' : 'Invite by text message'}
    >
      <Field
        label={byEmail ? 'Invite by e-mail' : 'Invite by text message (with country code)'}
        type={byEmail ? 'email' : 'tel'}
        autoComplete="off"
        placeholder={byEmail ? 'name@example.com' : '+15551234567'}
        value={value}
        onChange={(e) => setValue(e.target.value)}
        required
      />
      <button className="btn" type="submit" disabled={sending || !value.trim()}>
        Send invite
      </button>
      <FormMessage error={error} success={success} />
    </form>
  );
}

/** The invite links: someone who is not a member yet gets a link that makes you friends. */
export function InviteForms() {
  return (
    <section className="friends__card" aria-labelledby="friends-invite" id="invite">
      <h2 id="friends-invite">Invite a friend</h2>
      <p>They get a personal link: when they sign up through it, you are friends at once.</p>
      <InviteBy channel="email" />
      <InviteBy channel="phone" />
    </section>
  );
}
