import type { ListBody } from '../api/keys.ts';
import {
  bodyFocusGroups,
  DEFAULT_VIDEO_FILTER,
  durationBucketOf,
  durationBuckets,
  type DurationBucket,
  type Video,
} from '@jetsweat/contract';
import { errorMessage } from '../../../lib/api.ts';
import { ClassCard, ClassGrid } from '../../../ui/class-card.tsx';
import { useCardActions } from './card-actions.ts';
import { Loader } from '../../../ui/loader.tsx';
import { useVideoList } from '../api/video-list.ts';

const ROW_SIZE = 12;

/** One group's row of classes, with a button opening the whole group as a filtered list. */
function GroupRow(props: {
  title: string;
  body: ListBody;
  keep?: (v: Video) => boolean;
  onSeeAll(): void;
}) {
  const list = useVideoList({ ...props.body, pageSize: ROW_SIZE });
  const cardActions = useCardActions();
  const videos = list.data?.filter(props.keep ?? (() => true));
  const headingId = `group-${props.title.replace(/\W+/g, '-')}`;
  return (
    <section className="library-group" aria-labelledby={headingId}>
      <div className="library-group__head">
        <h2 id={headingId}>{props.title}</h2>
        <button type="button" className="link-button" onClick={props.onSeeAll}>
          See all<span className="visually-hidden"> {props.title} classes</span>
        </button>
      </div>
      {list.isError && (
        <div className="form-error" role="alert">
          {errorMessage(list.error)}
        </div>
      )}
      {!videos && !list.isError && <Loader />}
      {videos && videos.length === 0 && <p>No classes here yet.</p>}
      {videos && videos.length > 0 && (
        <ClassGrid label={props.title} row>
          {videos.map((v) => (
            <ClassCard key={v.id} video={v} action={cardActions(v)} />
          ))}
        </ClassGrid>
      )}
    </section>
  );
}

/**
 * A bucket's range as the library call takes it. Bucket edges overlap and the first match wins
 * (spec 9), so every bucket after the first starts just past the previous one's end: the 15-30 row
 * holds no 15-minute class. The row also keeps only classes whose own bucket it is.
 */
const bucketRange = (b: DurationBucket, index: number) => {
  const min = index === 0 ? b.minMinutes : b.minMinutes + 0.01;
  return b.maxMinutes === Infinity ? { min } : { min, max: b.maxMinutes };
};

/** "See all" in the filter panel, which counts whole minutes (classes last whole minutes). */
const panelRange = (b: DurationBucket, index: number) => ({
  min: index === 0 ? b.minMinutes : b.minMinutes + 1,
  max: Math.min(b.maxMinutes, DEFAULT_VIDEO_FILTER.timeLength.max),
});

/** The "by duration" view: a row per bucket, shortest classes first. */
export function DurationView({
  onSeeAll,
}: {
  onSeeAll(range: { min: number; max: number }): void;
}) {
  return (
    <>
      {durationBuckets.map((b, i) => (
        <GroupRow
          key={b.key}
          title={b.label}
          body={{ timeLength: bucketRange(b, i), sort: { shortest: true } }}
          keep={(v) => durationBucketOf(v.duration).key === b.key}
          onSeeAll={() => onSeeAll(panelRange(b, i))}
        />
      ))}
    </>
  );
}

/** The "by body focus" view: Upper Body, Lower Body, Core and Total Body. */
export function BodyFocusView({
  onSeeAll,
}: {
  onSeeAll(group: (typeof bodyFocusGroups)[number]): void;
}) {
  return (
    <>
      {bodyFocusGroups.map((g) => (
        <GroupRow key={g} title={g} body={{ bodyFocus: g }} onSeeAll={() => onSeeAll(g)} />
      ))}
    </>
  );
}
