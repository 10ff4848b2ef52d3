import { useId, useState } from 'react';
import { chapterClock } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useChapteredClasses, useClassChapters } from './api/console-chapters.ts';
import { ChaptersForm } from './chapters-form.tsx';

const countText = (n: number) => (n === 1 ? '1 chapter' : `${n} chapters`);

/** The chosen class's chapters, read fresh for the form. */
function ClassChaptersForm({ studioId, videoId }: { studioId: number; videoId: number }) {
  const chapters = useClassChapters(studioId, videoId);
  if (chapters.isPending) return <Loader />;
  if (chapters.isError) return <FormMessage error={errorMessage(chapters.error)} />;
  return <ChaptersForm key={videoId} studioId={studioId} data={chapters.data} />;
}

/**
 * The chapters members see on a class's timeline (warm-up, main set, cool-down), for any of the
 * studio's classes in the library: its demo classes, and its uploads once published.
 */
export function ChaptersSection({ studioId }: { studioId: number }) {
  const classes = useChapteredClasses(studioId);
  const [videoId, setVideoId] = useState<number | null>(null);
  const selectId = useId();
  return (
    <section className="console__card chapters-section" aria-labelledby="console-chapters">
      <h2 id="console-chapters">Chapters</h2>
      <p>
        Members see a class’s chapters on the player’s timeline and can jump to each. Choose a class
        in your library to edit its chapters.
      </p>
      {classes.isPending ? <Loader /> : null}
      {classes.isError ? <FormMessage error={errorMessage(classes.error)} /> : null}
      {classes.data ? (
        classes.data.classes.length === 0 ? (
          <p>No classes in the library yet.</p>
        ) : (
          <div className="field">
            <label htmlFor={selectId}>Class</label>
            <select
              id={selectId}
              value={videoId ?? ''}
              onChange={(e) => setVideoId(e.target.value ? Number(e.target.value) : null)}
            >
              <option value="">Choose a class…</option>
              {classes.data.classes.map((c) => (
                <option key={c.videoId} value={c.videoId}>
                  {c.title} ({chapterClock(c.durationSeconds)}, {countText(c.chapterCount)})
                </option>
              ))}
            </select>
          </div>
        )
      ) : null}
      {videoId !== null ? <ClassChaptersForm studioId={studioId} videoId={videoId} /> : null}
    </section>
  );
}
