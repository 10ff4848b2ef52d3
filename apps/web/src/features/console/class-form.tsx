import { useState, type FormEvent } from 'react';
import type { ConsoleClass, ConsoleClassList } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useCreateClass, useEditClass } from './api/console-classes.ts';
import { ClassAboutFields } from './class-about-fields.tsx';
import { classFormFields, draftOf, fieldOf, fieldsOf, type ClassDraft } from './class-draft.ts';

type FieldsProps = {
  d: ClassDraft;
  set: (k: keyof ClassDraft) => (e: { target: { value: string } }) => void;
  warn: (k: string) => string | undefined;
  list: ConsoleClassList;
  editing: boolean;
};

/** What, when and who. */
function WhenFields({ d, set, warn, list }: FieldsProps) {
  return (
    <>
      <Field
        label="Title"
        value={d.title}
        onChange={set('title')}
        warning={warn('title')}
        required
      />
      <Field
        label="Starts (Eastern Time)"
        type="datetime-local"
        value={d.startsAt}
        onChange={set('startsAt')}
        warning={warn('startsAt')}
        required
      />
      <Field
        label="Minutes"
        type="number"
        min={5}
        max={600}
        value={d.minutes}
        onChange={set('minutes')}
        warning={warn('minutes')}
      />
      <div className="field">
        <label htmlFor="console-class-instructor">Instructor</label>
        <select
          id="console-class-instructor"
          value={d.instructorId}
          onChange={set('instructorId')}
          required
        >
          <option value="">Choose…</option>
          {list.instructors.map((i) => (
            <option key={i.id} value={i.id}>
              {i.name}
            </option>
          ))}
        </select>
        {list.instructors.length === 0 ? (
          <span className="console__muted">
            This studio has no instructor accounts yet: invite one under Team first.
          </span>
        ) : null}
        {warn('instructorId') ? (
          <span className="field__warning" role="alert">
            {warn('instructorId')}
          </span>
        ) : null}
      </div>
    </>
  );
}

/** Kind, seats, price and how many weeks. */
function SeatFields({ d, set, warn, editing }: FieldsProps) {
  return (
    <>
      <div className="field">
        <label htmlFor="console-class-kind">Kind</label>
        <select id="console-class-kind" value={d.kind} onChange={set('kind')}>
          <option value="group">Group class</option>
          <option value="personal">Personal training (one person)</option>
        </select>
      </div>
      {d.kind === 'group' ? (
        <Field
          label="Capacity"
          type="number"
          min={1}
          value={d.capacity}
          onChange={set('capacity')}
          warning={warn('capacity')}
        />
      ) : null}
      <Field
        label="Price (USD)"
        type="number"
        min={0}
        step="0.01"
        value={d.price}
        onChange={set('price')}
        warning={warn('price')}
      />
      {editing ? null : (
        <Field
          label="Repeat weekly for (weeks)"
          type="number"
          min={1}
          max={26}
          value={d.weeks}
          onChange={set('weeks')}
          warning={warn('weeks')}
        />
      )}
    </>
  );
}

/**
 * Schedules a class (once or weekly) or changes one: the time is typed in Eastern Time, as the
 * schedule shows it. The server's message is shown under the field it is about.
 */
export function ClassForm(props: {
  studioId: number;
  list: ConsoleClassList;
  editing?: ConsoleClass | undefined;
  onDone: (message: string) => void;
}) {
  const create = useCreateClass(props.studioId);
  const edit = useEditClass(props.studioId);
  const [d, setD] = useState<ClassDraft>(() => draftOf(props.editing, props.list.instructors));
  const [error, setError] = useState<{ field?: string | undefined; message: string }>();
  const pending = create.isPending || edit.isPending;
  const set = (k: keyof ClassDraft) => (e: { target: { value: string } }) =>
    setD({ ...d, [k]: e.target.value });
  const change = (patch: Partial<ClassDraft>) => setD({ ...d, ...patch });
  const warn = (k: string) => (error?.field === k ? error.message : undefined);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const fields = fieldsOf(d);
    try {
      if (props.editing) {
        const r = await edit.mutateAsync({ classId: props.editing.id, fields });
        props.onDone(
          r.mailed > 0 ? `Saved. ${r.mailed} attendee(s) told of the new time.` : 'Saved.',
        );
      } else {
        const r = await create.mutateAsync({ fields, weeks: Number(d.weeks) });
        props.onDone(`Scheduled ${r.classes.length} class(es). They show on the live schedule.`);
      }
    } catch (err) {
      setError({ field: fieldOf(err), message: errorMessage(err) });
    }
  };
  const fieldsProps = { d, set, warn, list: props.list, editing: props.editing !== undefined };
  return (
    <form
      className="console__form"
      onSubmit={submit}
      aria-label={props.editing ? 'Change the class' : 'Schedule a class'}
    >
      <WhenFields {...fieldsProps} />
      <ClassAboutFields d={d} change={change} warn={warn} />
      <SeatFields {...fieldsProps} />
      <FormMessage
        error={
          error && !(classFormFields as readonly string[]).includes(error.field ?? '')
            ? error.message
            : undefined
        }
      />
      <button className="btn" type="submit" disabled={pending} aria-busy={pending}>
        {pending ? 'Saving…' : props.editing ? 'Save changes' : 'Schedule'}
      </button>
    </form>
  );
}
