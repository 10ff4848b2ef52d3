import { useId, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { paths } from '../../lib/paths.ts';
import { errorMessage } from '../../lib/api.ts';
import { useStudioCatalogue } from '../../lib/studio-catalogue.ts';

/** The home page's studio chooser: pick a partner studio and go to its page. */
export function StudioChooser() {
  const selectId = useId();
  const navigate = useNavigate();
  const studios = useStudioCatalogue();
  const [chosen, setChosen] = useState('');
  const list = studios.data ?? [];

  function go(e: FormEvent) {
    e.preventDefault();
    if (chosen) void navigate(paths.studio(chosen));
  }

  return (
    <section className="mk-section mk-section--wash mk-center" aria-labelledby="chooser-heading">
      <div className="mk-section__inner">
        <h2 id="chooser-heading">Choose your studio</h2>
        <p className="mk-section__lead">
          Every studio streams its own classes, taught by its own instructors.
        </p>
        <form className="studio-chooser" onSubmit={go}>
          <div className="field">
            <label htmlFor={selectId}>Studio</label>
            <select
              id={selectId}
              value={chosen}
              onChange={(e) => setChosen(e.target.value)}
              disabled={list.length === 0}
            >
              <option value="">
                {studios.isPending ? 'Loading studios…' : 'Choose a studio…'}
              </option>
              {list.map((s) => (
                <option key={s.id} value={s.shortName}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn" disabled={!chosen}>
            Go to studio
          </button>
        </form>
        {studios.isError ? <p role="alert">{errorMessage(studios.error)}</p> : null}
        <ul className="studio-chooser__logos" aria-label="Partner studios">
          {list.map((s) => (
            <li key={s.id}>
              <Link to={paths.studio(s.shortName)}>
                <img src={s.logoUrl} alt={s.name} width={130} height={65} loading="lazy" />
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
