import { useState } from 'react';
import { easternWhen, formatDollars, type ConsoleClass } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { cameraTime } from '../../lib/camera-time.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useCancelClass, useConsoleClasses, useRoster } from './api/console-classes.ts';
import { ClassForm } from './class-form.tsx';
import { MessageAttendeesForm } from './clients/message-attendees-form.tsx';
import { RosterFees } from './roster-fees.tsx';

/** Who booked a class, and after it who came and their camera time. */
function Roster(props: { studioId: number; classId: number; canMessage: boolean }) {
  const { studioId, classId } = props;
  const roster = useRoster(studioId, classId);
  if (roster.isPending) return <Loader />;
  if (roster.isError) return <FormMessage error={errorMessage(roster.error)} />;
  const fees = (
    <RosterFees
      studioId={studioId}
      classId={classId}
      fees={roster.data.fees}
      canWaive={props.canMessage}
    />
  );
  if (roster.data.people.length === 0)
    return (
      <>
        <p className="console__muted">Nobody has booked yet.</p>
        {fees}
      </>
    );
  return (
    <>
      <ul className="console__list" aria-label={`Roster of ${roster.data.class.title}`}>
        {roster.data.people.map((p) => (
          <li key={p.userId} className="console__row">
            <span>
              {p.name} <span className="console__muted">{p.email}</span>
            </span>
            <span>
              {p.attended ? `Came, camera ${cameraTime(p.cameraOnSeconds)}` : 'Not joined'}
            </span>
          </li>
        ))}
      </ul>
      {fees}
      {props.canMessage ? <MessageAttendeesForm studioId={studioId} classId={classId} /> : null}
    </>
  );
}

/** Asks first (it refunds and mails everyone), then cancels and says what was done. */
async function cancelWithConfirm(
  c: ConsoleClass,
  send: (id: number) => Promise<{ refunded: number; refundsOwed: number; mailed: number }>,
  say: (m: { error?: string; success?: string }) => void,
) {
  const question = `Cancel ${c.title}? Every paid booking is refunded and every attendee e-mailed.`;
  if (!window.confirm(question)) return;
  try {
    const r = await send(c.id);
    // Refunds the gateway did not make at once are paid by their jobs (the money page lists them).
    const owed = r.refundsOwed > 0 ? `, ${r.refundsOwed} on their way` : '';
    say({
      success: `Cancelled. ${r.refunded} refund(s) made${owed}, ${r.mailed} attendee(s) e-mailed.`,
    });
  } catch (err) {
    say({ error: errorMessage(err) });
  }
}

/** When, how long, who teaches, seats and price. */
const summaryOf = (c: ConsoleClass) =>
  `${easternWhen(c.startsAtIso)}, ${c.minutes} min, ${c.instructorName || 'no instructor'}, ${
    c.kind === 'personal' ? 'personal training' : `${c.booked}/${c.capacity} booked`
  }, ${formatDollars(c.priceCents)}`;

function ClassRow(props: {
  studioId: number;
  c: ConsoleClass;
  canEdit: boolean;
  onEdit: () => void;
  onMessage: (m: { error?: string; success?: string }) => void;
}) {
  const { c } = props;
  const cancel = useCancelClass(props.studioId);
  const [open, setOpen] = useState(false);
  const doCancel = () => cancelWithConfirm(c, cancel.mutateAsync, props.onMessage);
  return (
    <li className="console__row console__class">
      <span>
        <strong>{c.title}</strong> {c.cancelled ? <em>(cancelled)</em> : null}
        <br />
        <span className="console__muted">{summaryOf(c)}</span>
      </span>
      <span className="console__actions">
        <button
          className="btn btn--secondary"
          type="button"
          aria-expanded={open}
          onClick={() => setOpen(!open)}
        >
          Roster
        </button>
        {props.canEdit && !c.cancelled ? (
          <>
            <button className="btn btn--secondary" type="button" onClick={props.onEdit}>
              Change
            </button>
            <button
              className="btn btn--secondary"
              type="button"
              onClick={doCancel}
              disabled={cancel.isPending}
              aria-busy={cancel.isPending}
            >
              {cancel.isPending ? 'Cancelling…' : 'Cancel class'}
            </button>
          </>
        ) : null}
      </span>
      {open ? <Roster studioId={props.studioId} classId={c.id} canMessage={props.canEdit} /> : null}
    </li>
  );
}

/** The studio's live classes: schedule, change, cancel, rosters (instructors: their own, read only). */
export function ClassesSection({ studioId }: { studioId: number }) {
  const list = useConsoleClasses(studioId);
  const [editing, setEditing] = useState<ConsoleClass | 'new' | undefined>();
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  return (
    <section className="console__card" aria-labelledby="console-live-classes">
      <h2 id="console-live-classes">Live classes</h2>
      <p className="console__muted">Times are Eastern Time, as on the live schedule.</p>
      {list.isPending ? <Loader /> : null}
      {list.isError ? <FormMessage error={errorMessage(list.error)} /> : null}
      <FormMessage error={message.error} success={message.success} />
      {list.data ? (
        <>
          {list.data.canEdit && editing === undefined ? (
            <button className="btn" type="button" onClick={() => setEditing('new')}>
              Schedule a class
            </button>
          ) : null}
          {editing !== undefined ? (
            <ClassForm
              key={editing === 'new' ? 'new' : editing.id}
              studioId={studioId}
              list={list.data}
              editing={editing === 'new' ? undefined : editing}
              onDone={(success) => {
                setEditing(undefined);
                setMessage({ success });
              }}
            />
          ) : null}
          <ul className="console__list" aria-label="Live classes">
            {list.data.classes.map((c) => (
              <ClassRow
                key={c.id}
                studioId={studioId}
                c={c}
                canEdit={list.data.canEdit}
                onEdit={() => setEditing(c)}
                onMessage={setMessage}
              />
            ))}
          </ul>
          {list.data.classes.length === 0 ? <p>No classes scheduled yet.</p> : null}
        </>
      ) : null}
    </section>
  );
}
