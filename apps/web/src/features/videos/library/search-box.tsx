import { useEffect, useState } from 'react';
import { VIDEO_SEARCH_MAX_LENGTH, videoTexts } from '@jetsweat/contract';

/** How long typing must pause before the list is asked again (one request per pause, not per key). */
const TYPING_PAUSE_MS = 300;

/**
 * The library's search box: the server searches title, instructor, studio and class type and
 * answers the best match first. The words go to the page's filters (and so the address) once
 * typing pauses; the box caps them at the length the server takes.
 */
export function SearchBox(props: { value: string; onChange(value: string): void }) {
  const { value, onChange } = props;
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
      <label>
        <span className="visually-hidden">{videoTexts.searchLabel}</span>
        <input
          type="search"
          value={typed}
          maxLength={VIDEO_SEARCH_MAX_LENGTH}
          placeholder="Search by class, instructor, studio or type"
          onChange={(e) => setTyped(e.target.value)}
        />
      </label>
    </form>
  );
}
