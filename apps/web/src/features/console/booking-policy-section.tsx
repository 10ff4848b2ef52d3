import { useState, type FormEvent } from 'react';
import {
  bookingPolicySchema,
  consoleTexts,
  DEFAULT_CANCEL_WINDOW_MINUTES,
  windowText,
  type BookingPolicy,
} from '@jetsweat/contract';
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

/** The cancellation windows offered, in minutes (issue 54, item 2); the server takes 0 to a week. */
const WINDOW_CHOICES = ['60', '120', '180', '240', '360', '480', '720', '1440', '2880'];
/** A fee as the form shows it: dollars, empty for none. */
const dollarsOf = (cents: number) => (cents === 0 ? '' : (cents / 100).toFixed(2));
/** The dollars typed, in cents: empty is none, anything not a number is sent as such and refused. */
const centsOf = (text: string) => (text.trim() === '' ? 0 : Math.round(Number(text.trim()) * 100));

function FeeField({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange(v: string): void;
}) {
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        inputMode="decimal"
        placeholder="None"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </div>
  );
}

/** The cancellation window and the fees as typed (issue 54, item 2). */
interface CancelDraft {
  window: string;
  lateFee: string;
  noShowFee: string;
}

function CancelFields({
  studioId,
  draft,
  onChange,
}: {
  studioId: number;
  draft: CancelDraft;
  onChange(d: CancelDraft): void;
}) {
  const set = (change: Partial<CancelDraft>) => onChange({ ...draft, ...change });
  // A window the console did not offer (set through the API) is shown as it is.
  const cancelWindows = WINDOW_CHOICES.includes(draft.window)
    ? WINDOW_CHOICES
    : [...WINDOW_CHOICES, draft.window];
  return (
    <>
      <div className="field">
        <label htmlFor={`cancel-window-${studioId}`}>Cancelling closes</label>
        <select
          id={`cancel-window-${studioId}`}
          value={draft.window}
          onChange={(e) => set({ window: e.target.value })}
        >
          {cancelWindows.map((w) => (
            <option key={w} value={w}>
              {`${windowText(Number(w))} before the class`}
              {Number(w) === DEFAULT_CANCEL_WINDOW_MINUTES ? ' (the default)' : ''}
            </option>
          ))}
        </select>
      </div>
      <FeeField
        id={`late-cancel-fee-${studioId}`}
        label="Late-cancel fee ($, inside that window)"
        value={draft.lateFee}
        onChange={(v) => set({ lateFee: v })}
      />
      <FeeField
        id={`no-show-fee-${studioId}`}
        label="No-show fee ($, booked and never joined)"
        value={draft.noShowFee}
        onChange={(v) => set({ noShowFee: v })}
      />
      <p className="console__muted">
        A fee is charged to the card on file of a member whose plan or pass included the class; a
        class pack's credit or a paid class's payment is kept instead. Without a late-cancel fee,
        cancelling closes at the window.
      </p>
    </>
  );
}

function PolicyForm({ studioId, initial }: { studioId: number; initial: BookingPolicy }) {
  const save = useSaveBookingPolicy(studioId);
  const [choice, setChoice] = useState(choiceOf(initial));
  const [cancel, setCancel] = useState<CancelDraft>({
    window: String(initial.cancelWindowMinutes),
    lateFee: dollarsOf(initial.lateCancelFeeCents),
    noShowFee: dollarsOf(initial.noShowFeeCents),
  });
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
      cancelWindowMinutes: Number(cancel.window),
      lateCancelFeeCents: centsOf(cancel.lateFee),
      noShowFeeCents: centsOf(cancel.noShowFee),
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
      <CancelFields studioId={studioId} draft={cancel} onChange={setCancel} />
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
 * join it, once it has started. The default keeps booking open until the class ends. Issue 54
 * adds the cancellation window (2 hours by default) and the late-cancel and no-show fees.
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
