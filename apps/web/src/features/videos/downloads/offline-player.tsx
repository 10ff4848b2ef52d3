import { useRef } from 'react';
import { useSession } from '../../../lib/session.ts';
import { HlsVideo } from '../../../ui/hls-video.tsx';
import { CaptionsToggle } from '../player/captions-toggle.tsx';
import { useCaptions } from '../player/use-captions.ts';
import type { DownloadDetails } from './downloads-store.ts';
import { DOWNLOAD_FILES, offlineUrl } from './offline-media.ts';
import { useOfflineReporting } from './use-offline-reporting.ts';

/**
 * Each file from where it is: given at all, it has the stream played through hls.js, whose
 * requests the service worker answers. Chromium's own HLS player fetches past the worker, and
 * finds nothing offline.
 */
const sameUrl = (url: string) => Promise.resolve(url);

/** A downloaded class played from this browser's copy (the service worker answers its files). */
export function OfflinePlayer({ download }: { download: DownloadDetails }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const { user } = useSession();
  const captions = useCaptions(videoRef);
  useOfflineReporting(videoRef, download.videoId, { email: user?.email, userId: user?.id });
  const file = (name: string) => offlineUrl(download.videoId, name);
  return (
    <div className="offline-player">
      <HlsVideo
        ref={videoRef}
        src={file(DOWNLOAD_FILES.master)}
        requestUrl={sameUrl}
        poster={file(DOWNLOAD_FILES.poster)}
        controls
        autoPlay
        aria-label={`${download.title}, downloaded class video`}
      >
        <track kind="captions" src={file(DOWNLOAD_FILES.captions)} srcLang="en" label="English" />
      </HlsVideo>
      <CaptionsToggle on={captions.on} onToggle={captions.toggle} />
    </div>
  );
}
