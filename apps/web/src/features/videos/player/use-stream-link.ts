import { useCallback, useEffect, useRef, useState } from 'react';
import type { VideoDetail } from '@jetsweat/contract';
import { ApiError } from '../../../lib/api.ts';
import { getVideo } from '../api/video.ts';
import { retoken } from './retoken.ts';

interface Link {
  streamUrl: string;
  captionsUrl: string;
  /** When, by this browser's clock, to ask for the next one: halfway through its life. */
  renewAt: number;
}

/** A failed renewal (the network) is tried again this soon, while the link still works. */
const RETRY_MS = 5_000;

const linkOf = (v: VideoDetail): Link => ({
  streamUrl: v.streamUrl,
  captionsUrl: v.captionsUrl,
  renewAt: Date.now() + (v.streamLinkSeconds * 1000) / 2,
});

/**
 * The class's signed links, renewed while the player is open (the server gives them a few minutes:
 * docs/decisions/0034-signed-media-links.md). The player keeps the first stream URL, so hls.js
 * never reloads; `requestUrl` sends each of its requests with the newest link instead. Renewal asks
 * GET /api/video/{id}, which checks the session and entitlement: after a logout or the end of a
 * plan it is refused (401/402) and renewal stops, so playback ends within one link's life.
 */
export function useStreamLink(video: VideoDetail) {
  const [src] = useState(video.streamUrl);
  const [captionsUrl, setCaptionsUrl] = useState(video.captionsUrl);
  const link = useRef<Link>(linkOf(video));
  const pending = useRef<Promise<Link> | null>(null);
  const refused = useRef(false);

  const renew = useCallback((): Promise<Link> => {
    pending.current ??= getVideo(video.id)
      .then((fresh) => {
        link.current = linkOf(fresh);
        setCaptionsUrl(fresh.captionsUrl);
        return link.current;
      })
      .catch((err: unknown) => {
        if (err instanceof ApiError && (err.status === 401 || err.status === 402))
          refused.current = true;
        throw err;
      })
      .finally(() => {
        pending.current = null;
      });
    return pending.current;
  }, [video.id]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout>;
    let stopped = false;
    const schedule = (ms: number) => {
      timer = setTimeout(
        () => {
          renew().then(
            () => !stopped && schedule(link.current.renewAt - Date.now()),
            () => !stopped && !refused.current && schedule(RETRY_MS),
          );
        },
        Math.max(0, ms),
      );
    };
    schedule(link.current.renewAt - Date.now());
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [renew]);

  /**
   * The URL a playlist or segment request goes to: the same file through the newest link. Past
   * the renewal time (a sleeping laptop, a throttled tab), it waits for a fresh one first.
   */
  const requestUrl = useCallback(
    async (url: string): Promise<string> => {
      if (Date.now() >= link.current.renewAt && !refused.current)
        await renew().catch(() => undefined);
      return retoken(url, link.current.streamUrl);
    },
    [renew],
  );

  return { src, captionsUrl, requestUrl };
}
