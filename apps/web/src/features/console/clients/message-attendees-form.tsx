import { useId, useState, type FormEvent } from 'react';
import {
  consoleClientsTexts as t,
  MAX_MESSAGE_SUBJECT,
  MAX_MESSAGE_TEXT,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { Field } from '../../../ui/field.tsx';
import { FormMessage } from '../../../ui/form-message.tsx';
import { useMessageAttendees } from '../api/clients.ts';
import './clients.css';

/**
 * From a class's roster: a subject and a text e-mailed to every member booked into the class.
 * One key per message written: the server sends a key once, so a double click or a retry after
 * a lost answer does not send it twice; a new key is made once it is sent.
 */
export function MessageAttendeesForm({ studioId, classId }: { studioId: number; classId: number }) {
  const id = useId();
  const send = useMessageAttendees(studioId, classId);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [key, setKey] = useState(() => crypto.randomUUID());
  const [said, setSaid] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (send.isPending) return;
    try {
      const r = await send.mutateAsync({ subject, text, key });
      setSaid({ success: r.repeat ? t.messageAlreadySent(r.sent) : t.messageSent(r.sent) });
      setSubject('');
      setText('');
      setKey(crypto.randomUUID());
    } catch (err) {
      setSaid({ error: errorMessage(err) });
    }
  };
  return (
    <form
      className="console__form clients__message"
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
    >
      <h3 id={`${id}-title`}>{t.messageTitle}</h3>
      <p className="console__muted">{t.messageIntro}</p>
      <Field
        label="Subject"
        value={subject}
        onChange={(e) => setSubject(e.target.value)}
        aria-describedby={`${id}-subject-count`}
      />
      <span className="console__muted" id={`${id}-subject-count`}>
        {subject.length} / {MAX_MESSAGE_SUBJECT}
      </span>
      <div className="field">
        <label htmlFor={`${id}-text`}>Message</label>
        <textarea
          id={`${id}-text`}
          rows={5}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <span className="console__muted">
          {text.length} / {MAX_MESSAGE_TEXT}
        </span>
      </div>
      <FormMessage {...said} />
      <div className="console__actions">
        <button className="btn" type="submit" disabled={send.isPending} aria-busy={send.isPending}>
          {send.isPending ? 'Sending…' : 'Send to attendees'}
        </button>
      </div>
    </form>
  );
}
