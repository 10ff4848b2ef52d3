import { useState } from 'react';
import { Link } from '../../../lib/link.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePageTitle } from '../../../lib/use-page-title.ts';
import { minutesLabel } from '../../../ui/class-card.tsx';
import { MemberNav } from '../../../ui/member-nav.tsx';
import { Loader } from '../../../ui/loader.tsx';
import { DOWNLOAD_DAYS, expiresAt, type DownloadDetails } from './downloads-store.ts';
import { OfflinePlayer } from './offline-player.tsx';
import { bytesLabel } from './sizes.ts';
import { useDownloads } from './use-downloads.ts';
import './downloads.css';
import '../player/player.css';

const dayLabel = (d: Date) => d.toLocaleDateString('en-US', { month: 'short', day: 'numeric' });

function DownloadRow({
  download,
  playing,
  onPlay,
  onDelete,
}: {
  download: DownloadDetails;
  playing: boolean;
  onPlay(): void;
  onDelete(): void;
}) {
  const d = download;
  return (
    <li>
      <h2>{d.title}</h2>
      <p>
        {minutesLabel(d.duration)} with {d.instructor} · {d.studioName}
      </p>
      <p>
        {d.rendition}, {bytesLabel(d.bytes)} · downloaded {dayLabel(new Date(d.downloadedAt))}, kept
        until {dayLabel(expiresAt(d))}
      </p>
      {playing && <OfflinePlayer download={d} />}
      <div className="downloads-list__actions">
        {!playing && (
          <button type="button" className="btn btn--brand" onClick={onPlay}>
            Play <span className="visually-hidden">{d.title}</span>
          </button>
        )}
        <button type="button" className="btn btn--ghost" onClick={onDelete}>
          Delete <span className="visually-hidden">{d.title}</span>
        </button>
      </div>
    </li>
  );
}

/** /newplatform/downloads: the classes downloaded to this browser, played here online or not. */
export default function DownloadsPage() {
  usePageTitle('Downloads');
  const { online, downloads, storage, remove } = useDownloads();
  const [playing, setPlaying] = useState<number | null>(null);
  if (!downloads) return <Loader />;
  const used = downloads.reduce((sum, d) => sum + d.bytes, 0);
  return (
    <main className="page downloads-page">
      <h1>Downloads</h1>
      <MemberNav />
      <p>
        Classes you download play here without an internet connection. Each is kept for{' '}
        {DOWNLOAD_DAYS} days, and all are removed if your subscription ends.
      </p>
      {!online && (
        <p className="downloads-page__offline" role="status">
          You are offline. Your downloads still play, and your progress is sent when you are back
          online.
        </p>
      )}
      <p data-testid="downloads-storage">
        Downloads use {bytesLabel(used)}
        {storage &&
          `; this site stores ${bytesLabel(storage.usage)} of the ${bytesLabel(storage.quota)} this browser allows`}
        .
      </p>
      {downloads.length === 0 ? (
        <p>
          No downloads yet. Open a class from <Link to={paths.classes}>Classes</Link> and choose
          Download for offline.
        </p>
      ) : (
        <ul className="downloads-list">
          {downloads.map((d) => (
            <DownloadRow
              key={d.videoId}
              download={d}
              playing={playing === d.videoId}
              onPlay={() => setPlaying(d.videoId)}
              onDelete={() => {
                if (playing === d.videoId) setPlaying(null);
                void remove(d.videoId);
              }}
            />
          ))}
        </ul>
      )}
    </main>
  );
}
