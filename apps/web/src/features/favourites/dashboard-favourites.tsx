import { Link } from '../../lib/link.tsx';
import { classTypes, favouriteTexts, type ClassType } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import {
  useFavouriteClassTypes,
  useFavouriteStudios,
  useToggleFavouriteClassType,
  useToggleFavouriteStudio,
} from './api/favourite-classes-studios.ts';
import './favourites.css';

function Heart(props: { label: string; pressed: boolean; busy: boolean; onClick(): void }) {
  return (
    <button
      type="button"
      className="favourite-heart"
      aria-pressed={props.pressed}
      aria-label={`Favourite ${props.label}`}
      disabled={props.busy}
      onClick={props.onClick}
    >
      <span aria-hidden="true">{props.pressed ? '♥' : '♡'}</span>
    </button>
  );
}

/** Every class type with a heart; favourites first. Each name opens the library filtered to it. */
export function FavouriteClassTypes() {
  const favourites = useFavouriteClassTypes();
  const toggle = useToggleFavouriteClassType();
  const recordOf = (c: ClassType) => favourites.data?.find((f) => f.classId === c)?.id ?? null;
  const ordered = [...classTypes].sort(
    (a, b) => Number(recordOf(b) !== null) - Number(recordOf(a) !== null),
  );
  return (
    <section className="dashboard-section" aria-labelledby="fav-types-heading">
      <h2 id="fav-types-heading">Class types</h2>
      {favourites.isError && <p className="form-error">{favouriteTexts.fetchFailed}</p>}
      {toggle.isError && <p className="form-error">{errorMessage(toggle.error)}</p>}
      <ul className="dashboard-chips">
        {ordered.map((c) => (
          <li key={c}>
            <Link to={`${paths.classes}?classType=${encodeURIComponent(c)}`}>{c}</Link>
            <Heart
              label={c}
              pressed={recordOf(c) !== null}
              busy={!favourites.data || toggle.isPending}
              onClick={() => toggle.mutate({ classId: c, recordId: recordOf(c) })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}

export interface StudioEntry {
  id: number;
  name: string;
  shortName: string;
}

/** Every studio with a heart; favourites first. Each name opens the studio's page. */
export function FavouriteStudios({ studios }: { studios: readonly StudioEntry[] }) {
  const favourites = useFavouriteStudios();
  const toggle = useToggleFavouriteStudio();
  const recordOf = (id: number) => favourites.data?.find((f) => f.studioId === id)?.id ?? null;
  const ordered = [...studios].sort(
    (a, b) => Number(recordOf(b.id) !== null) - Number(recordOf(a.id) !== null),
  );
  return (
    <section className="dashboard-section" aria-labelledby="fav-studios-heading">
      <h2 id="fav-studios-heading">Studios</h2>
      {favourites.isError && <p className="form-error">{favouriteTexts.fetchFailed}</p>}
      {toggle.isError && <p className="form-error">{errorMessage(toggle.error)}</p>}
      <ul className="dashboard-chips">
        {ordered.map((s) => (
          <li key={s.id}>
            <Link to={`${paths.classes}?studio=${s.id}`}>{s.name}</Link>
            <Heart
              label={s.name}
              pressed={recordOf(s.id) !== null}
              busy={!favourites.data || toggle.isPending}
              onClick={() => toggle.mutate({ studioId: s.id, recordId: recordOf(s.id) })}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
