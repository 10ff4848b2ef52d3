import { easternWhen, liveEndingTexts as texts, type ClassSummary } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Link } from '../../lib/link.tsx';
import { cameraTime } from '../../lib/camera-time.ts';
import { paths } from '../../lib/paths.ts';
import { Loader } from '../../ui/loader.tsx';
import { useClassSummary } from './api/class-summary.ts';
import { ClassEndedWorkout } from './class-ended-workout.tsx';

const minutes = (n: number) => `${n} minute${n === 1 ? '' : 's'}`;

function Recording({ recording }: { recording: ClassSummary['recording'] }) {
  if (recording.state === 'ready' && recording.videoId !== null)
    return (
      <p>
        {texts.recordingReady}{' '}
        <Link to={paths.video(recording.videoId)}>{texts.watchRecording}</Link>
      </p>
    );
  if (recording.state === 'failed') return <p>{texts.recordingFailed}</p>;
  if (recording.readyInMinutes !== null)
    return <p>{texts.recordingReadyIn(recording.readyInMinutes)}</p>;
  return <p>{texts.recordingNone}</p>;
}

/**
 * What a member sees once the instructor ends the class (issue 51, item 3): that it ended, their
 * own minutes and camera time, their workout (calories, heart rate, place on the board; issue 53),
 * when the recording will be in the library, and the next class of the studio or the instructor.
 */
export function ClassEnded({ liveClassId }: { liveClassId: number }) {
  const summary = useClassSummary(liveClassId);
  const s = summary.data;
  return (
    <section className="class-ended" aria-labelledby="class-ended-heading">
      {/* Said as it appears: the member's room was on screen a moment before. */}
      <div role="status">
        <h2 id="class-ended-heading">{texts.ended}</h2>
      </div>
      {summary.isError ? <p className="form-error">{errorMessage(summary.error)}</p> : null}
      {!s && !summary.isError ? <Loader /> : null}
      {s ? (
        <>
          <p>{texts.thanks}</p>
          <dl className="class-ended__facts">
            <dt>In the class</dt>
            <dd>{minutes(s.minutesAttended)}</dd>
            <dt>Your camera on</dt>
            <dd>{cameraTime(s.cameraOnSeconds)}</dd>
          </dl>
          <ClassEndedWorkout workout={s.workout} minutes={s.minutesAttended} />
          <Recording recording={s.recording} />
          {s.next ? (
            <p>
              {texts.nextClass}:{' '}
              <Link to={paths.liveClass(s.next.id)}>
                {s.next.title} with {s.next.instructor}
              </Link>
              , {easternWhen(s.next.scheduledDatetime)}
            </p>
          ) : null}
        </>
      ) : null}
      <p>
        <Link className="btn" to={paths.liveUpcoming}>
          {texts.backToClasses}
        </Link>
      </p>
    </section>
  );
}
