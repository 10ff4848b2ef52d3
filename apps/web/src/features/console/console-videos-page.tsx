import { useState } from 'react';
import { useParams } from 'react-router';
import { Link } from '../../lib/link.tsx';
import { consoleVideoTexts } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useConsoleVideos } from './api/console-videos.ts';
import { ChaptersSection } from './chapters-section.tsx';
import { NewVideoSection } from './new-video-section.tsx';
import { RecordingsSection } from './recordings-section.tsx';
import { useStudioAccess } from './studio-gate.tsx';
import { VideoRow } from './video-row.tsx';
import type { UploadUnderWay } from './video-state.ts';
import './console.css';

/**
 * The studio's uploaded classes, newest first, with the upload form above them, and below them
 * its library classes' chapters and its recorded live classes.
 */
function VideosBody({ studioId }: { studioId: number }) {
  const list = useConsoleVideos(studioId);
  const [upload, setUpload] = useState<UploadUnderWay | null>(null);
  if (list.isPending) return <Loader />;
  if (list.isError) return <FormMessage error={errorMessage(list.error)} />;
  const data = list.data;
  return (
    <>
      {data.transcoder === 'missing' ? (
        <div className="form-error" role="alert">
          {consoleVideoTexts.ffmpegMissing}
        </div>
      ) : null}
      <NewVideoSection studioId={studioId} list={data} onUpload={setUpload} />
      <section className="console__card" aria-labelledby="console-videos">
        <h2 id="console-videos">Your classes</h2>
        {data.videos.length === 0 ? <p>No classes uploaded yet.</p> : null}
        <ul className="console__list" aria-label="Uploaded classes">
          {data.videos.map((v) => (
            <VideoRow
              key={v.id}
              video={v}
              studioId={studioId}
              list={data}
              upload={upload?.videoId === v.id ? upload : undefined}
            />
          ))}
        </ul>
      </section>
      <ChaptersSection studioId={studioId} />
      <RecordingsSection studioId={studioId} />
    </>
  );
}

/**
 * /console/studios/{studioId}/videos: staff and the studio's admins upload on-demand classes,
 * follow their transcoding, add captions, edit their details and publish them to the library, and
 * edit the chapters of the studio's classes in the library.
 */
export default function ConsoleVideosPage() {
  const studioId = Number(useParams().studioId);
  const { pending, studio, refusal } = useStudioAccess(studioId);
  usePageTitle(studio ? `${studio.name}: on-demand classes` : 'Studio console');
  if (pending) return <Loader />;
  return (
    <main className="page console">
      <p>
        <Link to={studio ? paths.consoleStudio(studioId) : paths.console}>
          {studio ? `Back to ${studio.name}` : 'Back to your studios'}
        </Link>
      </p>
      <h1>{studio ? `${studio.name}: on-demand classes` : 'On-demand classes'}</h1>
      {refusal === null ? <VideosBody studioId={studioId} /> : <FormMessage error={refusal} />}
    </main>
  );
}
