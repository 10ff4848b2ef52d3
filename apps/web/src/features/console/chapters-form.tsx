import { useState } from 'react';
import { useFieldArray, useForm, type UseFormReturn } from 'react-hook-form';
import {
  CHAPTERS_MAX,
  chapterClock,
  chapterClockSchema,
  chaptersFormSchema,
  type ChaptersFormInput,
  type ChaptersFormValues,
  type ClassChapters,
} from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { zodResolver } from '../../lib/zod-resolver.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { fieldOf } from './api/money.ts';
import { useSaveChapters } from './api/console-chapters.ts';
import './chapters-form.css';

type Form = UseFormReturn<ChaptersFormInput, unknown, ChaptersFormValues>;

const formOf = (c: ClassChapters): ChaptersFormInput => ({
  chapters: c.chapters.map((ch) => ({ title: ch.title, start: chapterClock(ch.startSeconds) })),
});

/** A row's start in seconds for sorting; one not written as m:ss goes last. */
const secondsOf = (start: string) => {
  const parsed = chapterClockSchema.safeParse(start);
  return parsed.success ? parsed.data : Number.POSITIVE_INFINITY;
};

/**
 * The server names the chapter it refuses (`chapters.2`, `chapters.2.title`): the row's title
 * for a title's problem, else its start (out of order, past the class's end).
 */
function markRefused(form: Form, err: unknown) {
  const match = /^chapters\.(\d+)(?:\.(\w+))?$/.exec(fieldOf(err) ?? '');
  if (!match) return;
  const row = Number(match[1]);
  const part = match[2] === 'title' ? 'title' : 'start';
  form.setError(`chapters.${row}.${part}`, { message: errorMessage(err) });
}

/** One chapter: its start and title, and a button removing it. */
function ChapterRow(props: { form: Form; index: number; idBase: string; remove: () => void }) {
  const { form, index } = props;
  const errors = form.formState.errors.chapters?.[index];
  const n = index + 1;
  return (
    <li>
      <fieldset className="chapters-form__row">
        <legend>Chapter {n}</legend>
        <Field
          id={`${props.idBase}-${index}-start`}
          className="chapters-form__start"
          label="Start (m:ss)"
          inputMode="numeric"
          autoComplete="off"
          warning={errors?.start?.message}
          {...form.register(`chapters.${index}.start`)}
        />
        <Field
          id={`${props.idBase}-${index}-title`}
          label="Title"
          autoComplete="off"
          warning={errors?.title?.message}
          {...form.register(`chapters.${index}.title`)}
        />
        <button
          type="button"
          className="btn btn--ghost chapters-form__remove"
          aria-label={`Remove chapter ${n}`}
          onClick={props.remove}
        >
          Remove
        </button>
      </fieldset>
    </li>
  );
}

/** What the saved state says: how many chapters members now see. */
const savedText = (n: number | undefined) =>
  n === undefined
    ? undefined
    : n === 0
      ? 'Saved: this class has no chapters now.'
      : `Saved: ${n} ${n === 1 ? 'chapter' : 'chapters'}, as members now see them.`;

/** The form's state and its Save: the whole list sent, the server's refusal marked. */
function useChaptersForm(studioId: number, data: ClassChapters) {
  const save = useSaveChapters(studioId, data.videoId);
  const [message, setMessage] = useState<{ error?: string; saved?: number }>({});
  const form = useForm<ChaptersFormInput, unknown, ChaptersFormValues>({
    resolver: zodResolver(chaptersFormSchema),
    defaultValues: formOf(data),
  });
  const submit = form.handleSubmit(async (values) => {
    setMessage({});
    const chapters = values.chapters.map((c) => ({ title: c.title, startSeconds: c.start }));
    try {
      const saved = await save.mutateAsync({ chapters });
      form.reset(formOf({ ...data, chapters: saved.chapters }));
      setMessage({ saved: saved.chapters.length });
    } catch (err) {
      markRefused(form, err);
      setMessage({ error: errorMessage(err) });
    }
  });
  return { form, submit, message };
}

/**
 * A class's chapters as the studio edits them: a start (m:ss) and a title each, added, removed,
 * sorted by start, and saved as the whole list. Only the m:ss is checked here; the server judges
 * the rest (order, the class's end, titles) and its refusal shows beside the form, nothing saved.
 */
export function ChaptersForm({ studioId, data }: { studioId: number; data: ClassChapters }) {
  const { form, submit, message } = useChaptersForm(studioId, data);
  const rows = useFieldArray({ control: form.control, name: 'chapters' });
  const { isSubmitting, isDirty } = form.formState;
  const end = chapterClock(data.durationSeconds);
  const sortByStart = () =>
    rows.replace(
      [...form.getValues('chapters')].sort((a, b) => secondsOf(a.start) - secondsOf(b.start)),
    );
  return (
    <form
      className="console__form chapters-form"
      onSubmit={(e) => void submit(e)}
      aria-label={`Chapters of ${data.title}`}
      noValidate
    >
      <p className="console__muted">
        {data.title} is {end} long. The first chapter starts at 0:00, each later one after the one
        before, and all before {end}.
      </p>
      {rows.fields.length === 0 ? <p>No chapters: the player shows none for this class.</p> : null}
      <ol className="console__list chapters-form__list" aria-label="Chapters">
        {rows.fields.map((f, i) => (
          <ChapterRow
            key={f.id}
            form={form}
            index={i}
            idBase={`chapters-${data.videoId}`}
            remove={() => rows.remove(i)}
          />
        ))}
      </ol>
      <div className="console__actions">
        <button
          type="button"
          className="btn btn--ghost"
          disabled={rows.fields.length >= CHAPTERS_MAX}
          onClick={() => rows.append({ title: '', start: rows.fields.length === 0 ? '0:00' : '' })}
        >
          Add a chapter
        </button>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={rows.fields.length < 2}
          onClick={sortByStart}
        >
          Sort by start time
        </button>
        <button className="btn" type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Saving…' : 'Save chapters'}
        </button>
      </div>
      <FormMessage error={message.error} success={isDirty ? undefined : savedText(message.saved)} />
    </form>
  );
}
