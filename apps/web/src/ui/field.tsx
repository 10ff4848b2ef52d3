import { forwardRef, useId, type InputHTMLAttributes } from 'react';

export interface FieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  warning?: string | undefined;
}

/** A labelled input with its warning underneath, tied together for screen readers. */
export const Field = forwardRef<HTMLInputElement, FieldProps>(function Field(
  { label, warning, id, ...input },
  ref,
) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const warningId = `${inputId}-warning`;
  return (
    <div className="field">
      <label htmlFor={inputId}>{label}</label>
      <input
        ref={ref}
        id={inputId}
        aria-invalid={warning ? true : undefined}
        aria-describedby={warning ? warningId : undefined}
        {...input}
      />
      {warning ? (
        <span className="field__warning" id={warningId} role="alert">
          {warning}
        </span>
      ) : null}
    </div>
  );
});
