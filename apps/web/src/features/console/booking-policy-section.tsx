import { useState, type FormEvent } from 'react';
import { bookingPolicySchema, consoleTexts, type BookingPolicy } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useBookingPolicy, useSaveBookingPolicy } from './api/booking-policy.ts';

/** The choices the form offers ('end': null, open until the class ends); the server takes any 0-600. */
const LATE_BOOKING_CHOICES = ['end', '0', '5', '10', '15', '20', '30', '45', '60'] as const;
const choiceLabel = (choice: string) =>
  choice === 'end'
    ? 'Until the class ends (members can book and join a class under way)'
    : choice === '0'
      ? 'When the class starts'
      : `${choice} minutes after the class starts`;
const choiceOf = (p: BookingPolicy) =>
  p.lateBookingMinutes === null ? 'end' : String(p.lateBookingMinutes);

function PolicyForm({ studioId, initial }: { studioId: number; initial: BookingPolicy }) {
  const save = useSaveBookingPolicy(studioId);
  const [choice, setChoice] = useState(choiceOf(initial));
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  // A value the console did not offer (set through the API) is shown as it is.
  const choices = LATE_BOOKING_CHOICES.includes(choice as never)
    ? LATE_BOOKING_CHOICES
    : [...LATE_BOOKING_CHOICES, choice];
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    const parsed = bookingPolicySchema.safeParse({
      lateBookingMinutes: choice === 'end' ? null : Number(choice),
    });
    if (!parsed.success) return setMessage({ error: parsed.error.issues[0]!.message });
    try {
      await save.mutateAsync(parsed.data);
      setMessage({ success: consoleTexts.bookingPolicySaved });
    } catch (err) {
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <form className="console__form" onSubmit={submit} aria-label="Booking policy" noValidate>
      <div className="field">
        <label htmlFor={`booking-closes-${studioId}`}>Booking closes</label>
        <select
          id={`booking-closes-${studioId}`}
          value={choice}
          onChange={(e) => setChoice(e.target.value)}
        >
          {choices.map((c) => (
            <option key={c} value={c}>
              {choiceLabel(c)}
            </option>
          ))}
        </select>
      </div>
      <div className="console__actions">
        <button className="btn btn--brand" type="submit" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save booking policy'}
        </button>
      </div>
      <FormMessage error={message.error} success={message.success} />
    </form>
  );
}

/**
 * The studio's booking policy (issue 51, item 1): until when members can book a class, and so
 * join it, once it has started. The default keeps booking open until the class ends.
 */
export function BookingPolicySection({ studioId }: { studioId: number }) {
  const policy = useBookingPolicy(studioId);
  return (
    <section className="console__card" aria-labelledby="console-booking-policy">
      <h2 id="console-booking-policy">Booking policy</h2>
      {policy.isError ? <FormMessage error={errorMessage(policy.error)} /> : null}
      {policy.data ? (
        <PolicyForm key={studioId} studioId={studioId} initial={policy.data} />
      ) : policy.isError ? null : (
        <Loader />
      )}
    </section>
  );
}
