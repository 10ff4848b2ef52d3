import { useId, type ReactNode } from 'react';

interface FieldShellProps {
  label: string;
  warning: string | undefined;
  children: (props: {
    id: string;
    'aria-invalid'?: true;
    'aria-describedby'?: string;
  }) => ReactNode;
}

/** A labelled control with the server's warning under it, tied together for screen readers. */
export function FieldShell({ label, warning, children }: FieldShellProps) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {children({
        id,
        ...(warning ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-warning` } : {}),
      })}
      {warning ? (
        <span className="field__warning" id={`${id}-warning`} role="alert">
          {warning}
        </span>
      ) : null}
    </div>
  );
}

/**
 * An enquiry form: the server's refusal above the fields, the fields, and the send button
 * ('Sending...' while it goes). `enquiry` is what useEnquiryForm answers.
 */
export function EnquiryForm(props: {
  label: string;
  enquiry: { submit(): void; warm(): void; sending: boolean; failed: string | null };
  action: string;
  block?: boolean;
  children: ReactNode;
}) {
  const { submit, warm, sending, failed } = props.enquiry;
  return (
    <form
      className="enquiry-form"
      onSubmit={submit}
      onFocus={warm}
      noValidate
      aria-label={props.label}
    >
      {failed ? (
        <p className="form-error" role="alert">
          {failed}
        </p>
      ) : null}
      {props.children}
      <button className={props.block ? 'btn btn--block' : 'btn'} type="submit" disabled={sending}>
        {sending ? 'Sending...' : props.action}
      </button>
    </form>
  );
}
