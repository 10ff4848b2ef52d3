import type { ReactNode } from 'react';
import { Link } from '../lib/link.tsx';
import type { Video } from '@jetsweat/contract';
import { paths } from '../lib/paths.ts';
import './class-card.css';

/** A class length for people: '45 min', or '1 h 15 min'. */
export function minutesLabel(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  if (minutes < 60) return `${minutes} min`;
  const rest = minutes % 60;
  return rest ? `${Math.floor(minutes / 60)} h ${rest} min` : `${minutes / 60} h`;
}

type CardVideo = Pick<
  Video,
  'id' | 'title' | 'poster' | 'duration' | 'classType' | 'level' | 'instructor' | 'studioName'
>;

/**
 * A class in a list: its poster, title and what it is, linking to its player page. `action` sits
 * beside the title (a favourite heart); `extra` goes under the details (where the member stopped).
 * The poster repeats the title's link for the mouse only, so keyboards meet one link per class.
 */
export function ClassCard({
  video,
  action,
  extra,
}: {
  video: CardVideo;
  action?: ReactNode;
  extra?: ReactNode;
}) {
  const to = paths.video(video.id);
  return (
    <li className="class-card" data-video-id={video.id}>
      <Link className="class-card__poster-link" to={to} tabIndex={-1} aria-hidden="true">
        <img className="class-card__poster" src={video.poster} alt="" loading="lazy" />
      </Link>
      <div className="class-card__head">
        <Link className="class-card__link" to={to}>
          <span className="class-card__title">{video.title}</span>
        </Link>
        {action}
      </div>
      <p className="class-card__meta">
        {minutesLabel(video.duration)} · {video.classType} · {video.level}
      </p>
      <p className="class-card__meta">
        {video.instructor} · {video.studioName}
      </p>
      {extra}
    </li>
  );
}

/** Classes as a grid (or, with `row`, one line that scrolls sideways). */
export function ClassGrid({
  label,
  children,
  row,
}: {
  label?: string;
  children: ReactNode;
  row?: boolean;
}) {
  return (
    <ul className={row ? 'class-grid class-grid--row' : 'class-grid'} aria-label={label}>
      {children}
    </ul>
  );
}
