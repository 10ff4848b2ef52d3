import { useId, useState } from 'react';
import { Link } from '../../lib/link.tsx';
import { marketingConstants, videoTexts, type Studio } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { useStudioCatalogue } from '../../lib/studio-catalogue.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HlsVideo } from '../../ui/hls-video.tsx';
import { Loader } from '../../ui/loader.tsx';
import { ExploreCarousel } from './explore-carousel.tsx';
import { startShowing } from './explore-paging.ts';
import './explore.css';

const PER_PAGE = marketingConstants.exploreLogosPerPage;

function Preview({ studio }: { studio: Studio }) {
  // A demo studio's preview is generated on the machine's first start (503 until it is made).
  const [preparing, setPreparing] = useState<string | null>(null);
  return (
    <>
      <div className="explore__player">
        <HlsVideo
          key={studio.shortName}
          src={studio.exploreVideoUrl}
          poster={studio.exploreVideoUrl.replace(/index\.m3u8$/, 'poster.jpg')}
          controls
          autoPlay
          muted
          loop
          aria-label={`${studio.name} preview video`}
          width={960}
          height={540}
          onFailed={(status) => status === 503 && setPreparing(studio.shortName)}
        />
      </div>
      {preparing === studio.shortName && <p role="status">{videoTexts.demoVideoPreparing}</p>}
      <div className="explore__now">
        <h2>{studio.name}</h2>
        <Link to={paths.studio(studio.shortName)}>Visit {studio.name}’s page</Link>
      </div>
    </>
  );
}

/** A studio's preview video, chosen from the logo carousel or the selector. */
function Explorer({ studios }: { studios: Studio[] }) {
  const selectId = useId();
  const [chosen, setChosen] = useState(0);
  const [start, setStart] = useState(0);
  const current = studios[Math.min(chosen, studios.length - 1)];
  if (!current) return <p>No studio previews yet.</p>;
  const choose = (index: number) => {
    setChosen(index);
    setStart((s) => startShowing(index, s, studios.length, PER_PAGE));
  };
  return (
    <>
      <Preview studio={current} />
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
      <ExploreCarousel
        studios={studios}
        start={start}
        perPage={PER_PAGE}
        chosen={chosen}
        onPage={setStart}
        onChoose={choose}
      />
    </>
  );
}

/** /explorestudio: a studio's preview video, chosen from a logo carousel or the selector. */
export default function ExplorePage() {
  usePageTitle('Explore Studios');
  const catalogue = useStudioCatalogue();
  if (catalogue.isPending) return <Loader />;
  if (catalogue.isError) {
    return (
      <main className="page">
        <h1>Explore Studios</h1>
        <p className="form-error" role="alert">
          {errorMessage(catalogue.error)}
        </p>
      </main>
    );
  }
  return (
    <main className="page explore">
      <h1>Explore Studios</h1>
      <p>Take a look inside our partner studios. Choose a studio to watch its preview.</p>
      <Explorer studios={catalogue.data.filter((s) => s.exploreVideoUrl)} />
    </main>
  );
}
