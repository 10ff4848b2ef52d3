import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { equipmentLabel, type VideoDetail } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { ApiFailure } from '../../ui/api-failure.tsx';
import { minutesLabel } from '../../ui/class-card.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useVideo } from './api/video.ts';
import { DownloadControl } from './downloads/download-control.tsx';
import { MoreLikeThis } from './more-like-this.tsx';
import { ClassPlayer } from './player/class-player.tsx';
import './player/player.css';

export interface ClassPageProps {
  /** What a member can do with the class (favourite, schedule): other features', from src/app. */
  actions(video: VideoDetail): ReactNode;
}

function ClassFacts({ video }: { video: VideoDetail }) {
  return (
    <dl className="class-facts">
      <div>
        <dt>Length</dt>
        <dd>{minutesLabel(video.duration)}</dd>
      </div>
      <div>
        <dt>Level</dt>
        <dd>{video.level}</dd>
      </div>
      <div>
        <dt>Focus</dt>
        <dd>{video.bodyFocus}</dd>
      </div>
      <div>
        <dt>Equipment</dt>
        <dd>{video.equipment.map(equipmentLabel).join(', ')}</dd>
      </div>
      {video.limitations.length > 0 && (
        <div>
          <dt>Suitable for</dt>
          <dd>{video.limitations.join(', ')}</dd>
        </div>
      )}
      {video.targetMucles.length > 0 && (
        <div>
          <dt>Target muscles</dt>
          <dd>{video.targetMucles.join(', ')}</dd>
        </div>
      )}
    </dl>
  );
}

/** /newplatform/items/classes/{videoId}: the class, its player and what a member can do with it. */
export default function ClassPage({ actions }: ClassPageProps) {
  const videoId = Number(useParams().videoId);
  const video = useVideo(videoId);
  usePageTitle(video.data?.title ?? 'Class');
  // A failed refetch (the network coming back, say) keeps the class and its player on the page.
  if (!video.data)
    return video.isError ? <ApiFailure error={video.error} title="Class" /> : <Loader />;
  const v = video.data;
  return (
    <main className="page class-page">
      <p className="class-page__back">
        <Link to={paths.classes}>← All classes</Link>
      </p>
      <h1>{v.title}</h1>
      <p className="class-page__by">
        {v.classType} with {v.instructor} · {v.studioName}
      </p>
      <ClassPlayer key={v.id} video={v} />
      <div className="class-page__about">
        <div>
          <div className="class-page__actions">{actions(v)}</div>
          <p>{v.summary}</p>
          <DownloadControl video={v} />
        </div>
        <ClassFacts video={v} />
      </div>
      <MoreLikeThis video={v} />
    </main>
  );
}
