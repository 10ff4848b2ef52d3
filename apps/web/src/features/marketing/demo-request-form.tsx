import { useState, type FormEvent } from 'react';
import { ORGANISATION_SIZES, type DemoAudience } from '@jetsweat/contract';
import { FieldShell } from './enquiry-fields.tsx';
import { useEnquiry } from './use-enquiry.ts';

const empty = { organisation: '', name: '', email: '', size: '', message: '' };
type Field = keyof typeof empty;

/** The demo-request form of the pages for organisations: stored by our server and mailed to sales. */
export function DemoRequestForm({ audience }: { audience: DemoAudience }) {
  const [values, setValues] = useState(empty);
  const { state, send } = useEnquiry('/api/marketing/demo-request');
  const warning = (field: Field) =>
    state.kind === 'failed' && state.field === field ? state.text : undefined;
  const set = (field: Field) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [field]: e.target.value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (await send({ audience, ...values })) setValues(empty);
  }

  if (state.kind === 'sent') {
    return (
      <p className="form-success" role="status">
        {state.text}
      </p>
    );
  }
  return (
    <form className="enquiry-form" onSubmit={submit} noValidate aria-label="Request a demo">
      {state.kind === 'failed' && !state.field ? (
        <p className="form-error" role="alert">
          {state.text}
        </p>
      ) : null}
      <FieldShell label="Organisation" warning={warning('organisation')}>
        {(a) => (
          <input
            {...a}
            name="organisation"
            autoComplete="organization"
            value={values.organisation}
            onChange={set('organisation')}
            maxLength={200}
          />
        )}
      </FieldShell>
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
      <FieldShell label="Work email" warning={warning('email')}>
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
      <FieldShell label="Number of people" warning={warning('size')}>
        {(a) => (
          <select {...a} name="size" value={values.size} onChange={set('size')}>
            <option value="">Choose…</option>
            {ORGANISATION_SIZES.map((s) => (
              <option key={s} value={s}>
                {s} people
              </option>
            ))}
          </select>
        )}
      </FieldShell>
      <FieldShell label="Message (optional)" warning={warning('message')}>
        {(a) => (
          <textarea
            {...a}
            name="message"
            rows={4}
            value={values.message}
            onChange={set('message')}
            maxLength={5000}
          />
        )}
      </FieldShell>
      <button className="btn btn--block" type="submit" disabled={state.kind === 'sending'}>
        {state.kind === 'sending' ? 'Sending...' : 'Request a demo'}
      </button>
    </form>
  );
}
