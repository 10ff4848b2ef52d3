import { useState, type FormEvent } from 'react';
import {
  classTypes,
  consoleTexts,
  equipmentKeySchema,
  equipmentLabels,
  levelLabels,
  levelSchema,
  studioDetailsSchema,
  type StudioContent,
  type StudioDomain,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { useCheckDomain, useSaveDetails } from './api/studio-content.ts';
import { StudioDomainStatus } from './studio-domain-status.tsx';

type Details = StudioContent['details'];
type ListName = 'classTypes' | 'levels' | 'equipment';

/** A group of checkboxes under its legend, with the group's warning. */
function Choices(props: {
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: string[];
  warning: string | undefined;
  onChange: (chosen: string[]) => void;
}) {
  return (
    <fieldset className="console__choices">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o.value} className="console__choice">
          <input
            type="checkbox"
            checked={props.chosen.includes(o.value)}
            onChange={(e) =>
              props.onChange(
                e.target.checked
                  ? [...props.chosen, o.value]
                  : props.chosen.filter((v) => v !== o.value),
              )
            }
          />{' '}
          {o.label}
        </label>
      ))}
      {props.warning ? (
        <span className="field__warning" role="alert">
          {props.warning}
        </span>
      ) : null}
    </fieldset>
  );
}

const lists: { name: ListName; legend: string; options: { value: string; label: string }[] }[] = [
  {
    name: 'classTypes',
    legend: 'Class types',
    options: classTypes.map((c) => ({ value: c, label: c })),
  },
  {
    name: 'levels',
    legend: 'Levels',
    options: levelSchema.options.map((l) => ({ value: l, label: levelLabels[l] })),
  },
  {
    name: 'equipment',
    legend: 'Equipment',
    options: equipmentKeySchema.options.map((e) => ({ value: e, label: equipmentLabels[e] })),
  },
];

/** The white-label domain's field, and under it the proof it waits for and "Check now". */
function DomainField(props: {
  studioId: number;
  value: string;
  warning: string | undefined;
  onChange: (value: string) => void;
  domain: StudioDomain;
  onMessage: (message: { error?: string }) => void;
}) {
  const check = useCheckDomain(props.studioId);
  return (
    <>
      <Field
        label="White-label domain (like studio.example.com; empty for none)"
        value={props.value}
        warning={props.warning}
        onChange={(e) => props.onChange(e.target.value)}
      />
      <StudioDomainStatus
        domain={props.domain}
        checking={check.isPending}
        onCheck={() => {
          props.onMessage({});
          check.mutate(undefined, {
            onError: (err) => props.onMessage({ error: errorMessage(err) }),
          });
        }}
      />
    </>
  );
}

type DetailsFormProps = { studioId: number; initial: Details; domain: StudioDomain };

/**
 * Class types, levels, equipment and the white-label domain, saved together; a new domain then
 * waits for its DNS record, shown under the field.
 */
export function StudioDetailsForm({ studioId, initial, domain }: DetailsFormProps) {
  const save = useSaveDetails(studioId);
  const [values, setValues] = useState<Details>(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setMessage({});
    const parsed = studioDetailsSchema.safeParse(values);
    const found: Record<string, string> = {};
    for (const issue of parsed.error?.issues ?? []) found[String(issue.path[0])] ??= issue.message;
    setErrors(found);
    if (!parsed.success) return;
    try {
      await save.mutateAsync(parsed.data);
      setMessage({ success: consoleTexts.detailsSaved });
    } catch (err) {
      const field = err instanceof ApiError ? (err.body as { field?: string }).field : undefined;
      if (field) setErrors({ [field.split('.')[0]!]: errorMessage(err) });
      setMessage({ error: errorMessage(err) });
    }
  };
  return (
    <section className="console__card" aria-labelledby="console-details">
      <h2 id="console-details">Classes, levels and equipment</h2>
      <form className="console__form" onSubmit={submit} aria-label="Studio details" noValidate>
        {lists.map((l) => (
          <Choices
            key={l.name}
            legend={l.legend}
            options={l.options}
            chosen={values[l.name]}
            warning={errors[l.name]}
            onChange={(chosen) => setValues({ ...values, [l.name]: chosen })}
          />
        ))}
        <DomainField
          studioId={studioId}
          value={values.whitelabelDomain}
          warning={errors.whitelabelDomain}
          onChange={(whitelabelDomain) => setValues({ ...values, whitelabelDomain })}
          domain={domain}
          onMessage={setMessage}
        />
        <div className="console__actions">
          <button className="btn btn--brand" type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save details'}
          </button>
        </div>
        <FormMessage error={message.error} success={message.success} />
      </form>
    </section>
  );
}
