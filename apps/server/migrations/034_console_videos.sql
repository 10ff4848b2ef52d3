-- On-demand classes a studio uploads through the console (issue 25, point 4). A row is the
-- upload's life: its details (the library's filter fields), its file arriving by tus, the
-- transcode job's outcome, and the class it becomes once published (videos.id).
CREATE TABLE console_videos (
  id                integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  studio_id         integer NOT NULL REFERENCES studios(id) ON DELETE CASCADE,
  created_by        integer REFERENCES users(id) ON DELETE SET NULL,
  title             text NOT NULL CHECK (length(title) BETWEEN 1 AND 120),
  summary           text NOT NULL DEFAULT '' CHECK (length(summary) <= 4000),
  instructor_id     integer NOT NULL REFERENCES studio_instructors(id) ON DELETE RESTRICT,
  class_type        text NOT NULL,
  level             text NOT NULL,
  body_focus        text NOT NULL,
  equipment         text[] NOT NULL,
  state             text NOT NULL DEFAULT 'waiting'
                      CHECK (state IN ('waiting', 'processing', 'ready', 'failed')),
  failure           text,
  file_name         text,
  file_bytes        bigint,
  duration_seconds  integer,
  has_captions      boolean NOT NULL DEFAULT false,
  video_id          integer UNIQUE REFERENCES videos(id) ON DELETE SET NULL,
  published         boolean NOT NULL DEFAULT false,
  created_at        timestamptz NOT NULL,
  updated_at        timestamptz NOT NULL,
  CHECK (state = 'failed' OR failure IS NULL),
  CHECK (NOT published OR video_id IS NOT NULL)
);
CREATE INDEX console_videos_studio_idx ON console_videos (studio_id, id DESC);

-- The console's video changes join the audit log.
ALTER TABLE console_audit_log DROP CONSTRAINT console_audit_log_action_check;
ALTER TABLE console_audit_log ADD CONSTRAINT console_audit_log_action_check CHECK (action IN (
  'studio_page.update', 'invite.create', 'invite.accept',
  'studio_details.update', 'studio_image.update',
  'instructor.create', 'instructor.update', 'instructor.delete', 'instructor.reorder',
  'testimonial.create', 'testimonial.update', 'testimonial.delete', 'testimonial.reorder',
  'live_class.create', 'live_class.update', 'live_class.cancel',
  'video.create', 'video.update', 'video.upload', 'video.captions', 'video.retry',
  'video.publish', 'video.unpublish'));
