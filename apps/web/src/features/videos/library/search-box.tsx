import { useEffect, useId, useState } from 'react';
import { VIDEO_SEARCH_MAX_LENGTH, videoTexts } from '@jetsweat/contract';

/** How long typing must pause before the list is asked again (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * The library's search box: the server searches title, instructor, studio and class type and
 * answers the best match first. The words go to the page's filters (and so the address) once
 * typing pauses; the box caps them at the length the server takes. A labelled field of a touch's
 * size with a magnifier (issue 56: it was the browser's bare 20 px box).
 */
export function SearchBox(props: { value: string; onChange(value: string): void }) {
  const { value, onChange } = props;
  const id = useId();
  const [typed, setTyped] = useState(value);
  // A change from outside (Reset, a link followed) shows in the box.
  const [seen, setSeen] = useState(value);
  if (value !== seen) {
    setSeen(value);
    setTyped(value);
  }
  useEffect(() => {
    if (typed === value) return;
    const timer = setTimeout(() => onChange(typed), TYPING_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed, value, onChange]);
  return (
    <form className="library-search" role="search" onSubmit={(e) => e.preventDefault()}>
      <label className="library-search__label" htmlFor={id}>
        {videoTexts.searchLabel}
      </label>
      <div className="library-search__field">
        {/* A magnifier, drawn: the label above names the box for everyone. */}
        <svg className="library-search__icon" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="10.5" cy="10.5" r="6.5" />
          <path d="M15.5 15.5 21 21" />
        </svg>
        <input
          id={id}
          type="search"
          value={typed}
          maxLength={VIDEO_SEARCH_MAX_LENGTH}
          placeholder="Class, instructor, studio or type"
          onChange={(e) => setTyped(e.target.value)}
        />
      </div>
    </form>
  );
}
