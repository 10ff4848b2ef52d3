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
