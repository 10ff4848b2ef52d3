export const libraryViews = [
  { key: 'filtered', label: 'Filter' },
  { key: 'duration', label: 'By duration' },
  { key: 'bodyFocus', label: 'By body focus' },
  { key: 'favourites', label: 'Favourites' },
  { key: 'history', label: 'History' },
  { key: 'all', label: 'Show all' },
] as const;
export type LibraryView = (typeof libraryViews)[number]['key'];

/** The library's views: one is on at a time, so they are toggle buttons of which one is pressed. */
export function ViewPicker({
  view,
  onChange,
}: {
  view: LibraryView;
  onChange(v: LibraryView): void;
}) {
  return (
    <div className="library-views" role="group" aria-label="Browse classes">
      {libraryViews.map((v) => (
        <button
          key={v.key}
          type="button"
          className="library-views__button"
          aria-pressed={view === v.key}
          onClick={() => onChange(v.key)}
        >
          {v.label}
        </button>
      ))}
    </div>
  );
}
