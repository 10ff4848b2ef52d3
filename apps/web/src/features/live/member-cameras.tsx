import type { MemberCamera } from './socket/use-instructor-peers.ts';
import { StreamVideo } from './stream-video.tsx';

/** The instructor's view of the class: how many are in it, and the cameras that are on. */
export function MemberCameras({
  attendees,
  cameras,
}: {
  attendees: number;
  cameras: MemberCamera[];
}) {
  return (
    <section className="broadcast__members" aria-label="Members in the class">
      <p className="broadcast__count" role="status">
        {attendees === 1 ? '1 member in the class' : `${attendees} members in the class`}
        {cameras.length > 0 ? `, ${cameras.length} with the camera on` : ''}
      </p>
      {cameras.length > 0 ? (
        <ul className="broadcast__cameras">
          {cameras.map((c) => (
            <li key={c.socketId}>
              <StreamVideo stream={c.stream} muted label={`Member ${c.userId}’s camera`} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
