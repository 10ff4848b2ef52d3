import { useEffect, useState } from 'react';
import type { VideoDetail } from '@jetsweat/contract';
import { Link } from '../../../lib/link.tsx';
import { memberRoutes } from '../../../lib/paths.ts';
import { downloadClass, renditionsOfClass } from './download-class.ts';
import { listDownloads, type DownloadDetails } from './downloads-store.ts';
import type { Rendition } from './hls-playlists.ts';
import { bytesLabel } from './sizes.ts';
import './downloads.css';

type State =
  | { step: 'idle' }
  | { step: 'choosing'; renditions: Rendition[] }
  | { step: 'downloading'; done: number; total: number }
  | { step: 'done'; details: DownloadDetails }
  | { step: 'failed'; message: string };

const messageOf = (error: unknown) =>
  error instanceof Error && error.message.startsWith('The download')
    ? error.message
    : 'The download did not finish. Check your connection and try again.';

/** The renditions to choose from, each with its rough size; the largest chosen at first. */
function RenditionForm({
  renditions,
  seconds,
  onDownload,
  onCancel,
}: {
  renditions: Rendition[];
  seconds: number;
  onDownload(r: Rendition): void;
  onCancel(): void;
}) {
  const [chosen, setChosen] = useState(renditions.length - 1);
  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        onDownload(renditions[chosen]!);
      }}
    >
      <fieldset>
        <legend>Quality to download</legend>
        {renditions.map((r, i) => (
          <label key={r.uri} className="download-control__choice">
            <input
              type="radio"
              name="rendition"
              checked={chosen === i}
              onChange={() => setChosen(i)}
            />
            {r.label} (about {bytesLabel((r.bandwidth / 8) * seconds)})
          </label>
        ))}
      </fieldset>
      <button type="submit" className="btn btn--brand">
        Download
      </button>{' '}
      <button type="button" className="btn btn--ghost" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

/**
 * "Download for offline" on a class's page: the member chooses a rendition (its rough size from
 * its bit rate and the class's length), and the class is stored in this browser (download-class.ts).
 */
/** The control's steps: choose a rendition, download it, done (or failed). */
function useDownload(video: VideoDetail) {
  const [state, setState] = useState<State>({ step: 'idle' });
  const supported = typeof caches !== 'undefined' && 'serviceWorker' in navigator;
  useEffect(() => {
    let live = true;
    void listDownloads().then((all) => {
      const mine = all.find((d) => d.videoId === video.id);
      if (live && mine) setState({ step: 'done', details: mine });
    });
    return () => {
      live = false;
    };
  }, [video.id]);

  const choose = async () => {
    try {
      const renditions = await renditionsOfClass(video);
      if (renditions.length === 0) throw new Error('no renditions');
      setState({ step: 'choosing', renditions });
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error) });
    }
  };
  const start = async (rendition: Rendition) => {
    setState({ step: 'downloading', done: 0, total: 1 });
    try {
      const details = await downloadClass(video, rendition, (done, total) =>
        setState({ step: 'downloading', done, total }),
      );
      setState({ step: 'done', details });
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error) });
    }
  };

  return { state, setState, supported, choose, start };
}

export function DownloadControl({ video }: { video: VideoDetail }) {
  const { state, setState, supported, choose, start } = useDownload(video);
  if (!supported) return null;
  return (
    <section className="download-control" aria-labelledby="download-heading">
      <h2 id="download-heading">Watch offline</h2>
      {(state.step === 'idle' || state.step === 'failed') && (
        <>
          {state.step === 'failed' && (
            <p className="form-error" role="alert">
              {state.message}
            </p>
          )}
          <button type="button" className="btn btn--ghost" onClick={() => void choose()}>
            Download for offline
          </button>
        </>
      )}
      {state.step === 'choosing' && (
        <RenditionForm
          renditions={state.renditions}
          seconds={video.duration}
          onDownload={(r) => void start(r)}
          onCancel={() => setState({ step: 'idle' })}
        />
      )}
      {state.step === 'downloading' && (
        <p role="status">
          <label>
            Downloading… <progress max={state.total} value={state.done} />
          </label>
        </p>
      )}
      {state.step === 'done' && (
        <p role="status">
          Downloaded ({state.details.rendition}, {bytesLabel(state.details.bytes)}): it plays
          without an internet connection from <Link to={memberRoutes.downloads}>Downloads</Link>.
        </p>
      )}
    </section>
  );
}
