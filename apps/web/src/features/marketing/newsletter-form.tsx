import { useState, type FormEvent } from 'react';
import { api, errorMessage } from '../../lib/api.ts';

/** Footer newsletter sign-up. No local validation: the server says what is wrong. */
export function NewsletterForm() {
  const [email, setEmail] = useState('');
  const [state, setState] = useState<{ kind: 'idle' | 'busy' | 'done' | 'error'; text?: string }>({
    kind: 'idle',
  });

  async function submit(e: FormEvent) {
    e.preventDefault();
    setState({ kind: 'busy' });
    try {
      const text = await api<string>('/api/marketing/newsletter', { body: { email }, token: null });
      setState({ kind: 'done', text });
      setEmail('');
    } catch (err) {
      setState({ kind: 'error', text: errorMessage(err) });
    }
  }

  return (
    <form className="footer__newsletter" onSubmit={submit} noValidate>
      <label className="visually-hidden" htmlFor="newsletter-email">
        Email address
      </label>
      <input
        id="newsletter-email"
        type="email"
        placeholder="Your email address"
        value={email}
        autoComplete="email"
        onChange={(e) => setEmail(e.target.value)}
      />
      <button className="btn btn--brand" type="submit" disabled={state.kind === 'busy'}>
        Subscribe
      </button>
      {state.text ? (
        <p role="status" style={{ width: '100%', margin: 0 }}>
          {state.text}
        </p>
      ) : null}
    </form>
  );
}
