import { Link } from '../../lib/link.tsx';
import type { Video } from '@jetsweat/contract';
import { paths } from '../../lib/paths.ts';
import { ClassCard, ClassGrid } from '../../ui/class-card.tsx';
import { useVideoList } from './api/video-list.ts';

/** Other classes of the same type, to go on with after this one. */
export function MoreLikeThis({ video }: { video: Video }) {
  const list = useVideoList({ classType: video.classType, pageSize: 9 });
  const others = list.data?.filter((v) => v.id !== video.id).slice(0, 8);
  if (!others || others.length === 0) return null;
  const title = `More ${video.classType} classes`;
  return (
    <section className="class-page__more" aria-labelledby="more-heading">
      <h2 id="more-heading">{title}</h2>
      <ClassGrid label={title} row>
        {others.map((v) => (
          <ClassCard key={v.id} video={v} />
        ))}
      </ClassGrid>
      <p>
        <Link to={`${paths.classes}?classType=${encodeURIComponent(video.classType)}`}>
          All {video.classType} classes
        </Link>
      </p>
    </section>
  );
}
