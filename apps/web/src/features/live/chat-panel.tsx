import { useId, useState, type FormEvent } from 'react';
import { LIVE_CHAT_MAX_LENGTH, type RoomRole } from '@jetsweat/contract';
import type { useChat } from './socket/use-chat.ts';
import './chat-panel.css';

type Chat = ReturnType<typeof useChat>;

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });

function SendForm({ chat }: { chat: Chat }) {
  const [text, setText] = useState('');
  const [sending, setSending] = useState(false);
  const id = useId();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!text.trim() || sending) return;
    setSending(true);
    if (await chat.send(text)) setText('');
    setSending(false);
  };
  return (
    <form className="chat__form" onSubmit={(e) => void submit(e)}>
      <label htmlFor={id} className="visually-hidden">
        Message
      </label>
      <input
        id={id}
        value={text}
        maxLength={LIVE_CHAT_MAX_LENGTH}
        placeholder="Say something to the class"
        autoComplete="off"
        onChange={(e) => setText(e.target.value)}
      />
      <button type="submit" className="btn btn--brand" disabled={sending || !text.trim()}>
        Send
      </button>
    </form>
  );
}

/** The class's chat, newest first; the instructor may remove a message. */
export function ChatPanel({ chat, role }: { chat: Chat; role: RoomRole | null }) {
  return (
    <section className="chat" aria-label="Class chat">
      <h2 className="chat__title">Chat</h2>
      <SendForm chat={chat} />
      {chat.problem ? (
        <p className="form-error" role="alert">
          {chat.problem}
        </p>
      ) : null}
      <ol className="chat__messages" aria-live="polite">
        {chat.messages.map((m) => (
          <li key={m.id} className="chat__message">
            <span className="chat__who">
              {m.name}
              {m.role === 'instructor' ? ' (instructor)' : ''}
            </span>{' '}
            <time className="chat__time" dateTime={m.createdAt}>
              {time(m.createdAt)}
            </time>
            <p className="chat__text">{m.text}</p>
            {role === 'instructor' ? (
              <button
                type="button"
                className="chat__remove"
                onClick={() => void chat.remove(m.id)}
                aria-label={`Remove the message from ${m.name}`}
              >
                Remove
              </button>
            ) : null}
          </li>
        ))}
      </ol>
      {chat.more ? (
        <button type="button" className="btn" onClick={() => void chat.loadOlder()}>
          Load older messages
        </button>
      ) : null}
    </section>
  );
}
