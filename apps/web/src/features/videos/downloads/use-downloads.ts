import { useCallback, useEffect, useState } from 'react';
import { sendQueuedEvents } from './offline-events.ts';
import {
  removeDownload,
  removeExpiredDownloads,
  storageEstimate,
  type DownloadDetails,
} from './downloads-store.ts';

/** Whether the browser is online, as it says (navigator.onLine and its online/offline events). */
export function useOnline(): boolean {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => setOnline(navigator.onLine);
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, []);
  return online;
}

/**
 * The downloads in this browser (those past 30 days removed first) and the storage they and the
 * site use; the queued player events go to the server whenever the browser is online.
 */
export function useDownloads() {
  const online = useOnline();
  const [downloads, setDownloads] = useState<DownloadDetails[] | null>(null);
  const [storage, setStorage] = useState<{ usage: number; quota: number } | null>(null);
  const reload = useCallback(async () => {
    setDownloads(await removeExpiredDownloads());
    setStorage(await storageEstimate());
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  useEffect(() => {
    if (online) void sendQueuedEvents();
  }, [online]);
  const remove = useCallback(
    async (videoId: number) => {
      await removeDownload(videoId);
      await reload();
    },
    [reload],
  );
  return { online, downloads, storage, remove };
}
