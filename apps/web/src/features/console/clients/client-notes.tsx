import { useId, useState, type FormEvent } from 'react';
import {
  consoleClientsTexts as t,
  easternShortDate,
  MAX_CLIENT_NOTE,
  type ClientNote,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { FormMessage } from '../../../ui/form-message.tsx';
import { useAddClientNote } from '../api/clients.ts';

/** The staff's private notes on a client, newest first, and the form that adds one. */
export function ClientNotes(props: { studioId: number; clientId: number; notes: ClientNote[] }) {
  const id = useId();
  const add = useAddClientNote(props.studioId, props.clientId);
  const [text, setText] = useState('');
  const [said, setSaid] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (add.isPending) return;
    try {
      await add.mutateAsync(text);
      setText('');
      setSaid({ success: t.noteAdded });
    } catch (err) {
      setSaid({ error: errorMessage(err) });
    }
  };
  return (
    <section className="console__card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t.notesTitle}</h2>
      <p className="console__muted">{t.notesIntro}</p>
      <form className="console__form" onSubmit={submit}>
        <div className="field">
          <label htmlFor={`${id}-text`}>New note</label>
          <textarea
            id={`${id}-text`}
            value={text}
            rows={3}
            onChange={(e) => setText(e.target.value)}
          />
          <span className="console__muted">
            {text.length} / {MAX_CLIENT_NOTE}
          </span>
        </div>
        <FormMessage {...said} />
        <div className="console__actions">
          <button className="btn" type="submit" disabled={add.isPending} aria-busy={add.isPending}>
            {add.isPending ? 'Adding…' : 'Add note'}
          </button>
        </div>
      </form>
      {props.notes.length === 0 ? (
        <p className="console__muted">{t.noNotes}</p>
      ) : (
        <ul className="console__list" aria-label={t.notesTitle}>
          {props.notes.map((n) => (
            <li key={n.id} className="clients__note">
              <span className="console__muted">
                {n.authorName}, {easternShortDate(n.createdAt)}
              </span>
              <br />
              {n.text}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
