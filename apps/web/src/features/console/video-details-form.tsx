import { useId, useState, type FormEvent, type ReactNode } from 'react';
import {
  classBodyFocuses,
  classLevels,
  classTypes,
  consoleVideoDetailsSchema,
  equipmentOptions,
  type ConsoleVideoDetails,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';

type Values = Omit<ConsoleVideoDetails, 'instructorId'> & { instructorId: number | '' };
export type DetailErrors = Partial<Record<keyof ConsoleVideoDetails | 'file', string>>;

export const emptyDetails = (instructorId: number | ''): Values => ({
  title: '',
  summary: '',
  instructorId,
  classType: 'Pilates',
  level: 'Beginner',
  bodyFocus: 'Total Body',
  equipment: ['None'],
});

/** A labelled select with its warning. */
function Select(props: {
  label: string;
  value: string;
  warning: string | undefined;
  onChange: (v: string) => void;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <select
        id={id}
        value={props.value}
        aria-invalid={props.warning ? true : undefined}
        aria-describedby={props.warning ? `${id}-warning` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      >
        {props.children}
      </select>
      {props.warning ? (
        <span className="field__warning" id={`${id}-warning`} role="alert">
          {props.warning}
        </span>
      ) : null}
    </div>
  );
}

const options = (list: readonly string[]) =>
  list.map((o) => (
    <option key={o} value={o}>
      {o}
    </option>
  ));

/** Every field's first problem, by the contract schema the server applies. */
export function detailProblems(values: Values): {
  errors: DetailErrors;
  details?: ConsoleVideoDetails;
} {
  const parsed = consoleVideoDetailsSchema.safeParse(values);
  if (parsed.success) return { errors: {}, details: parsed.data };
  const errors: DetailErrors = {};
  for (const issue of parsed.error.issues)
    errors[issue.path[0] as keyof DetailErrors] ??= issue.message;
  return { errors };
}

/** The server's refusal as a message by field (when it names one) and above the form. */
export function refusal(err: unknown): { errors: DetailErrors; message: string } {
  const field = err instanceof ApiError ? (err.body as { field?: string }).field : undefined;
  return { errors: field ? { [field]: errorMessage(err) } : {}, message: errorMessage(err) };
}

/** The equipment, several of which a class may use. */
function EquipmentSelect(props: {
  value: Values['equipment'];
  warning: string | undefined;
  onChange: (v: Values['equipment']) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>Equipment (choose one or more)</label>
      <select
        id={id}
        multiple
        size={5}
        value={props.value}
        aria-invalid={props.warning ? true : undefined}
        aria-describedby={props.warning ? `${id}-warning` : undefined}
        onChange={(ev) =>
          props.onChange([...ev.target.selectedOptions].map((o) => o.value) as Values['equipment'])
        }
      >
        {options(equipmentOptions)}
      </select>
      {props.warning ? (
        <span className="field__warning" id={`${id}-warning`} role="alert">
          {props.warning}
        </span>
      ) : null}
    </div>
  );
}

/** The choices from lists: instructor, class type, level, body focus. */
function ChoiceFields(props: {
  values: Values;
  set: (change: Partial<Values>) => void;
  errors: DetailErrors;
  instructors: { id: number; name: string }[];
}) {
  const { values, set, errors: e } = props;
  return (
    <>
      <Select
        label="Instructor"
        value={String(values.instructorId)}
        warning={e.instructorId}
        onChange={(v) => set({ instructorId: v ? Number(v) : '' })}
      >
        <option value="">Choose…</option>
        {props.instructors.map((i) => (
          <option key={i.id} value={i.id}>
            {i.name}
          </option>
        ))}
      </Select>
      <Select
        label="Class type"
        value={values.classType}
        warning={e.classType}
        onChange={(v) => set({ classType: v as Values['classType'] })}
      >
        {options(classTypes)}
      </Select>
      <Select
        label="Level"
        value={values.level}
        warning={e.level}
        onChange={(v) => set({ level: v as Values['level'] })}
      >
        {options(classLevels)}
      </Select>
      <Select
        label="Body focus"
        value={values.bodyFocus}
        warning={e.bodyFocus}
        onChange={(v) => set({ bodyFocus: v as Values['bodyFocus'] })}
      >
        {options(classBodyFocuses)}
      </Select>
    </>
  );
}

/**
 * A class's details, the library's filter fields: title, description, instructor, type, level,
 * body focus and equipment. `extra` (the file picker of a new class) sits before the button.
 */
export function VideoDetailsForm(props: {
  label: string;
  initial: Values;
  instructors: { id: number; name: string }[];
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  extra?: ReactNode;
  errors: DetailErrors;
  message: { error?: string; success?: string };
  onSubmit: (values: Values) => void;
}) {
  const [values, setValues] = useState<Values>(props.initial);
  const set = (change: Partial<Values>) => setValues({ ...values, ...change });
  const e = props.errors;
  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    props.onSubmit(values);
  };
  return (
    <form className="console__form" onSubmit={submit} aria-label={props.label} noValidate>
      <Field
        label="Title"
        value={values.title}
        warning={e.title}
        onChange={(ev) => set({ title: ev.target.value })}
      />
      <Field
        label="Description"
        value={values.summary}
        warning={e.summary}
        onChange={(ev) => set({ summary: ev.target.value })}
      />
      <ChoiceFields values={values} set={set} errors={e} instructors={props.instructors} />
      <EquipmentSelect
        value={values.equipment}
        warning={e.equipment}
        onChange={(equipment) => set({ equipment })}
      />
      {props.extra}
      <div className="console__actions">
        <button className="btn" type="submit" disabled={props.busy}>
          {props.busy ? props.busyLabel : props.submitLabel}
        </button>
      </div>
      <FormMessage error={props.message.error} success={props.message.success} />
    </form>
  );
}
