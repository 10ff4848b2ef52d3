import { useId, useState } from 'react';
import { Link } from 'react-router';
import { marketingConstants } from '@jetsweat/contract';
import { paths } from '../../app/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { useResource } from '../../lib/use-resource.ts';
import { HlsVideo } from '../../ui/hls-video.tsx';
import { Loader } from '../../ui/loader.tsx';
import { CATALOGUE, studiosApi } from './api.ts';
import { nextStart, previousStart, startShowing } from './explore-paging.ts';
import './explore.css';

const PER_PAGE = marketingConstants.exploreLogosPerPage;

/** /explorestudio: a studio's preview video, chosen from a logo carousel or the selector. */
export default function ExplorePage() {
  usePageTitle('Explore Studios');
  const selectId = useId();
  const catalogue = useResource(CATALOGUE, studiosApi.catalogue);
  const [chosen, setChosen] = useState(0);
  const [start, setStart] = useState(0);

  if (catalogue.state === 'loading') return <Loader />;
  if (catalogue.state === 'failed') {
    return (
      <main className="page">
        <h1>Explore Studios</h1>
        <p className="form-error" role="alert">
          {catalogue.message}
        </p>
      </main>
    );
  }
  const studios = catalogue.data.filter((s) => s.exploreVideoUrl);
  const total = studios.length;
  const current = studios[Math.min(chosen, total - 1)];
  const choose = (index: number) => {
    setChosen(index);
    setStart((s) => startShowing(index, s, total, PER_PAGE));
  };

  return (
    <main className="page explore">
      <h1>Explore Studios</h1>
      <p>Take a look inside our partner studios. Choose a studio to watch its preview.</p>
      {current ? (
        <>
          <div className="explore__player">
            <HlsVideo
              key={current.shortName}
              src={current.exploreVideoUrl}
              poster={current.exploreVideoUrl.replace(/index\.m3u8$/, 'poster.jpg')}
              controls
              autoPlay
              muted
              loop
              aria-label={`${current.name} preview video`}
              width={960}
              height={540}
            />
          </div>
          <div className="explore__now">
            <h2>{current.name}</h2>
            <Link to={paths.studio(current.shortName)}>Visit {current.name}’s page</Link>
          </div>

          <div className="explore__selector">
            <label htmlFor={selectId}>Choose a studio</label>
            <select id={selectId} value={chosen} onChange={(e) => choose(Number(e.target.value))}>
              {studios.map((s, i) => (
                <option key={s.id} value={i}>
                  {s.name}
                </option>
              ))}
            </select>
          </div>

          <div className="explore__carousel" role="group" aria-label="Studio logos">
            <button
              type="button"
              className="explore__arrow"
              aria-label="Previous studios"
              disabled={start === 0}
              onClick={() => setStart(previousStart(start, PER_PAGE))}
            >
              ‹
            </button>
            <ul className="explore__logos">
              {studios.slice(start, start + PER_PAGE).map((s, offset) => {
                const index = start + offset;
                return (
                  <li key={s.id}>
                    <button
                      type="button"
                      className="explore__logo"
                      aria-pressed={index === chosen}
                      onClick={() => choose(index)}
                    >
                      <img src={s.logoUrl} alt={s.name} width={120} height={60} />
                    </button>
                  </li>
                );
              })}
            </ul>
            <button
              type="button"
              className="explore__arrow"
              aria-label="Next studios"
              disabled={start + PER_PAGE >= total}
              onClick={() => setStart(nextStart(start, total, PER_PAGE))}
            >
              ›
            </button>
          </div>
          <p className="explore__count" aria-live="polite">
            Studios {start + 1}–{Math.min(start + PER_PAGE, total)} of {total}
          </p>
        </>
      ) : (
        <p>No studio previews yet.</p>
      )}
    </main>
  );
}
