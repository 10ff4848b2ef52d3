import type { ConsoleVideo } from '@jetsweat/contract';
import { consoleVideoStates } from '@jetsweat/contract';
import { uploadedMediaOf } from '../../videos/service.ts';
import type { ConsoleVideoRow } from './video-store.ts';

/** An upload's row as the console shows it. */
export function consoleVideoView(r: ConsoleVideoRow): ConsoleVideo {
  const state = consoleVideoStates.find((s) => s === r.state) ?? 'failed';
  return {
    id: r.id,
    studioId: r.studio_id,
    title: r.title,
    summary: r.summary,
    instructorId: r.instructor_id,
    classType: r.class_type as ConsoleVideo['classType'],
    level: r.level as ConsoleVideo['level'],
    bodyFocus: r.body_focus as ConsoleVideo['bodyFocus'],
    equipment: r.equipment as ConsoleVideo['equipment'],
    state,
    failure: r.failure,
    fileName: r.file_name,
    durationSeconds: r.duration_seconds,
    hasCaptions: r.has_captions,
    published: r.published,
    libraryVideoId: r.video_id,
    posterPath: state === 'ready' ? uploadedMediaOf(r.id).posterPath : null,
  };
}

/** The details as the audit log keeps them, for before-and-after. */
export const detailsOf = (r: ConsoleVideoRow) => ({
  title: r.title,
  summary: r.summary,
  instructorId: r.instructor_id,
  classType: r.class_type,
  level: r.level,
  bodyFocus: r.body_focus,
  equipment: r.equipment,
});
