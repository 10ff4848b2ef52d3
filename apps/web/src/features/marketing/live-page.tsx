import { Link } from '../../lib/link.tsx';
import { marketingConstants, siteMedia } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { HlsVideo } from '../../ui/hls-video.tsx';
import './marketing.css';

/** /live: a live class stream in a full-width frame 600 px high. */
export default function LivePage() {
  usePageTitle('Live');
  return (
    <main>
      <div
        className="live-frame"
        style={{ height: marketingConstants.liveFrameHeightPx }}
        data-testid="live-frame"
      >
        <HlsVideo
          src={siteMedia.liveDemo}
          poster={siteMedia.liveDemoPoster}
          controls
          autoPlay
          muted
          loop
          aria-label="Live class stream"
          style={{
            width: '100%',
            height: '100%',
            display: 'block',
            background: '#000',
            objectFit: 'contain',
          }}
        />
      </div>
      <div className="page">
        <h1>Live from the studio</h1>
        <p>
          This is what a JetSweat live class looks like. Book your spot on the{' '}
          <Link to={paths.liveSchedule}>live schedule</Link> and add it to your calendar.
        </p>
      </div>
    </main>
  );
}
