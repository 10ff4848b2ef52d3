import { forwardRef, useId, type InputHTMLAttributes } from 'react';
import './max-heart-rate-field.css';

/**
 * The member's own maximum heart rate (issue 53, item 2), which heart-rate zones are worked from,
 * with the hint that an empty field keeps the usual 220 minus age. The range is the profile's
 * (100-230 bpm); the server checks it and its refusal shows above the form.
 */
export const MaxHeartRateField = forwardRef<
  HTMLInputElement,
  InputHTMLAttributes<HTMLInputElement>
>(function MaxHeartRateField(input, ref) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Maximum heart rate (bpm)</label>
      <input
        ref={ref}
        id={id}
        type="number"
        inputMode="numeric"
        min={100}
        max={230}
        step={1}
        aria-describedby={`${id}-hint`}
        {...input}
      />
      <span className="max-heart-rate__hint" id={`${id}-hint`}>
        Leave empty to use 220 minus your age.
      </span>
    </div>
  );
});
