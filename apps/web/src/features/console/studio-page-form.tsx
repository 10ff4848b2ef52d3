import { useEffect, useId, useState, type FormEvent } from 'react';
import {
  consoleTexts,
  studioPageSettingsSchema,
  type StudioPageAnswer,
  type StudioPageField,
} from '@jetsweat/contract';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useSaveStudioPage, useStudioPage } from './api/console.ts';

type Values = StudioPageAnswer['settings'];
type Errors = Partial<Record<StudioPageField, string>>;

/** The form's fields in page order: short ones are one line, paragraphs a text area. */
const fields: { name: StudioPageField; label: string; long?: boolean }[] = [
  { name: 'headerTitle', label: 'Headline' },
  { name: 'headerDescription', label: 'Header description', long: true },
  { name: 'introH1', label: 'Intro headline' },
  { name: 'introH2', label: 'Intro text', long: true },
  { name: 'summary', label: 'About the studio', long: true },
  { name: 'closingH1', label: 'Closing headline' },
  { name: 'closingH2', label: 'Closing text', long: true },
  { name: 'pageTitle', label: 'Page title (browser tab of the studio’s own site)' },
  { name: 'colorCode', label: 'Brand colour (six hexadecimal digits, like 2E6F95)' },
];

/** A labelled text area with its warning, tied together as ui/field.tsx ties an input's. */
export function TextArea(props: {
  label: string;
  value: string;
  warning: string | undefined;
  onChange: (v: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{props.label}</label>
      <textarea
        id={id}
        value={props.value}
        aria-invalid={props.warning ? true : undefined}
        aria-describedby={props.warning ? `${id}-warning` : undefined}
        onChange={(e) => props.onChange(e.target.value)}
      />
      {props.warning ? (
        <span className="field__warning" id={`${id}-warning`} role="alert">
          {props.warning}
        </span>
      ) : null}
    </div>
  );
}

/** Every field's first problem, by the same contract schema the server applies. */
function problems(values: Values): Errors {
  const parsed = studioPageSettingsSchema.safeParse(values);
  const errors: Errors = {};
  for (const issue of parsed.error?.issues ?? []) {
    const name = issue.path[0] as StudioPageField;
    errors[name] ??= issue.message;
  }
  return errors;
}

/** The form's values, its field problems and its save, with the server's answer. */
function useStudioPageForm(studioId: number) {
  const page = useStudioPage(studioId);
  const save = useSaveStudioPage(studioId);
  const [values, setValues] = useState<Values | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [message, setMessage] = useState<{ error?: string; success?: string }>({});
  useEffect(() => {
    if (page.data) setValues(page.data.settings);
  }, [page.data]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!values) return;
    setMessage({});
    const found = problems(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    try {
      await save.mutateAsync(studioPageSettingsSchema.parse(values));
      setMessage({ success: consoleTexts.pageSaved });
    } catch (err) {
      const field = err instanceof ApiError ? (err.body as { field?: string }).field : undefined;
      if (field) setErrors({ [field]: errorMessage(err) });
      setMessage({ error: errorMessage(err) });
    }
  };
  return { page, save, values, setValues, errors, message, submit };
}

/** The studio page's texts, colour and title: checked as typed, saved with a saving state. */
export function StudioPageForm({ studioId }: { studioId: number }) {
  const { page, save, values, setValues, errors, message, submit } = useStudioPageForm(studioId);
  return (
    <section className="console__card" aria-labelledby="console-page">
      <h2 id="console-page">Studio page</h2>
      {page.isError ? <FormMessage error={errorMessage(page.error)} /> : null}
      {!values ? (
        page.isPending ? (
          <Loader />
        ) : null
      ) : (
        <form className="console__form" onSubmit={submit} aria-label="Studio page" noValidate>
          {fields.map((f) => {
            const set = (v: string) => setValues({ ...values, [f.name]: v });
            return f.long ? (
              <TextArea
                key={f.name}
                label={f.label}
                value={values[f.name]}
                warning={errors[f.name]}
                onChange={set}
              />
            ) : (
              <Field
                key={f.name}
                label={f.label}
                value={values[f.name]}
                warning={errors[f.name]}
                onChange={(e) => set(e.target.value)}
              />
            );
          })}
          <div className="console__actions">
            <button className="btn btn--brand" type="submit" disabled={save.isPending}>
              {save.isPending ? 'Saving…' : 'Save'}
            </button>
          </div>
          <FormMessage error={message.error} success={message.success} />
        </form>
      )}
    </section>
  );
}
