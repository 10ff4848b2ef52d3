import { useCallback, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { MemberNav } from '../../ui/member-nav.tsx';
import { usePageTitle } from '../../lib/use-page-title.ts';
import type { Video } from '@jetsweat/contract';
import { CardActionsContext } from './library/card-actions.ts';
import { ClassPages } from './library/class-pages.tsx';
import { FilterPanel, type StudioOption } from './library/filter-panel.tsx';
import {
  activeFilterCount,
  defaultFilters,
  filtersFromSearch,
  filtersToSearch,
  toListBody,
  type LibraryFilters,
} from './library/filters.ts';
import { BodyFocusView, DurationView } from './library/grouped-views.tsx';
import { HistoryView } from './library/history-view.tsx';
import { SearchBox } from './library/search-box.tsx';
import { libraryViews, ViewPicker, type LibraryView } from './library/view-picker.tsx';
import './library/library.css';

export interface ClassesPageProps {
  /** The member's favourite classes (the favourites feature's list, handed in by src/app). */
  favourites: ReactNode;
  /** The studios the studio filter offers. */
  studios: readonly StudioOption[];
  /** The instructors (by name) the instructor filter offers. */
  instructors: readonly string[];
  /** What each class card offers besides opening it (the favourite heart). */
  cardActions?: (video: Video) => ReactNode;
}

function Filtered(props: {
  filters: LibraryFilters;
  studios: readonly StudioOption[];
  instructors: readonly string[];
  onChange(f: LibraryFilters): void;
}) {
  const { filters, onChange } = props;
  const onSearch = useCallback(
    (search: string) => onChange({ ...filters, search }),
    [filters, onChange],
  );
  const [open, setOpen] = useState(false);
  const count = activeFilterCount(props.filters);
  return (
    <div className="library-filtered">
      <button
        type="button"
        className="btn btn--ghost library-filters-toggle"
        aria-expanded={open}
        aria-controls="library-filters"
        onClick={() => setOpen(!open)}
      >
        Filters{count > 0 ? ` (${count})` : ''}
      </button>
      <div
        id="library-filters"
        className={open ? 'library-filters library-filters--open' : 'library-filters'}
      >
        <FilterPanel
          filters={filters}
          studios={props.studios}
          instructors={props.instructors}
          onChange={onChange}
        />
      </div>
      <div className="library-results">
        <SearchBox value={filters.search} onChange={onSearch} />
        <ClassPages body={toListBody(props.filters)} label="Classes" />
      </div>
    </div>
  );
}

const isView = (v: string | null): v is LibraryView => libraryViews.some((l) => l.key === v);

function stateFromSearch(search: URLSearchParams) {
  const param = search.get('view');
  return {
    view: isView(param) ? param : ('filtered' as LibraryView),
    filters: filtersFromSearch(search),
  };
}

/**
 * The view and its filters are kept in the page's state, which answers at once, and copied into
 * the address (replaced, not pushed), so Back from a class returns to the same list and a link
 * can open a filtered library.
 */
function useLibraryState() {
  const [search, setSearch] = useSearchParams();
  const [state, setState] = useState(() => stateFromSearch(search));
  // When the address changes (our own copy arriving, or a link to the library followed while on
  // it) the state is read from it again; our own copy reads back as the same state.
  const [seen, setSeen] = useState(search.toString());
  if (search.toString() !== seen) {
    setSeen(search.toString());
    setState(stateFromSearch(search));
  }
  const show = (view: LibraryView, filters: LibraryFilters = defaultFilters) => {
    setState({ view, filters });
    const params = view === 'filtered' ? filtersToSearch(filters) : new URLSearchParams();
    if (view !== 'filtered') params.set('view', view);
    setSearch(params, { replace: true });
  };
  return { ...state, show };
}

/**
 * /newplatform/items/classes: the on-demand library. Its views are mutually exclusive (spec 4):
 * choosing one turns the others off, and resetting the filters goes back to the filtered view.
 */
export default function ClassesPage({
  favourites,
  studios,
  instructors,
  cardActions,
}: ClassesPageProps) {
  usePageTitle('On-Demand Classes');
  const { view, filters, show } = useLibraryState();
  const filterBy = (change: Partial<LibraryFilters>) =>
    show('filtered', { ...defaultFilters, ...change });
  return (
    <CardActionsContext.Provider value={cardActions ?? null}>
      <main className="page library">
        <h1>On-Demand Classes</h1>
        <MemberNav />
        <ViewPicker view={view} onChange={(v) => show(v)} />
        <div className="library-view">
          {view === 'filtered' && (
            <Filtered
              filters={filters}
              studios={studios}
              instructors={instructors}
              onChange={(f) => show('filtered', f)}
            />
          )}
          {view === 'duration' && (
            <DurationView onSeeAll={(timeLength) => filterBy({ timeLength })} />
          )}
          {view === 'bodyFocus' && (
            <BodyFocusView onSeeAll={(bodyFocus) => filterBy({ bodyFocus })} />
          )}
          {view === 'favourites' && favourites}
          {view === 'history' && <HistoryView />}
          {view === 'all' && <ClassPages body={{}} label="All classes" />}
        </div>
      </main>
    </CardActionsContext.Provider>
  );
}
