import { useState, type FormEvent } from 'react';
import { FieldShell } from './enquiry-fields.tsx';
import { useEnquiry } from './use-enquiry.ts';

const empty = { name: '', email: '', message: '' };

/** /contact's form: stored by our server and mailed to support (or to the studio on its own site). */
export function ContactForm() {
  const [values, setValues] = useState(empty);
  const { state, send } = useEnquiry('/api/marketing/contact');
  const warning = (field: keyof typeof empty) =>
    state.kind === 'failed' && state.field === field ? state.text : undefined;
  const set = (field: keyof typeof empty) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await send(values)) setValues(empty);
  }

  return (
    <form className="enquiry-form" onSubmit={submit} noValidate aria-label="Contact us">
      {state.kind === 'sent' ? (
        <p className="form-success" role="status">
          {state.text}
        </p>
      ) : null}
      {state.kind === 'failed' && !state.field ? (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      ) : null}
      <FieldShell label="Your name" warning={warning('name')}>
        {(a) => (
          <input
            {...a}
            name="name"
            autoComplete="name"
            value={values.name}
            onChange={set('name')}
            maxLength={100}
          />
        )}
      </FieldShell>
      <FieldShell label="Email" warning={warning('email')}>
        {(a) => (
          <input
            {...a}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={set('email')}
          />
        )}
      </FieldShell>
      <FieldShell label="Message" warning={warning('message')}>
        {(a) => (
          <textarea
            {...a}
            name="message"
            rows={6}
            value={values.message}
            onChange={set('message')}
            maxLength={5000}
          />
        )}
      </FieldShell>
      <button className="btn" type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending...' : 'Send message'}
      </button>
    </form>
  );
}
