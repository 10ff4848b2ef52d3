import type { Roster } from '@jetsweat/contract';
import type { MemberCamera } from './socket/use-instructor-peers.ts';
import { StreamVideo } from './stream-video.tsx';
import './member-cameras.css';

/**
 * The cameras to show: a picture that arrives, while the server's roster says that member's
 * camera is on (a member who turned it off, or whose camera the instructor hid, goes at once,
 * whether or not the browser has noticed the picture stop). Before the roster arrives, every
 * picture that arrives.
 */
export function camerasShown(cameras: MemberCamera[], roster: Roster | null): MemberCamera[] {
  if (!roster) return cameras;
  const on = new Set(roster.members.filter((m) => m.cameraOn).map((m) => m.userId));
  return cameras.filter((c) => on.has(c.userId));
}

/** The name a tile carries: the roster's, or a plain word before it arrives. */
const nameOf = (roster: Roster | null, userId: number) =>
  roster?.members.find((m) => m.userId === userId)?.name ?? 'A member';

/** The instructor's view of the class: how many are in it, and the cameras that are on, by name. */
export function MemberCameras({
  attendees,
  cameras,
  roster,
}: {
  attendees: number;
  cameras: MemberCamera[];
  roster: Roster | null;
}) {
  const shown = camerasShown(cameras, roster);
  return (
    <section className="broadcast__members" aria-label="Members in the class">
      <p className="broadcast__count" role="status">
        {attendees === 1 ? '1 member in the class' : `${attendees} members in the class`}
        {shown.length > 0 ? `, ${shown.length} with the camera on` : ''}
      </p>
      {shown.length > 0 ? (
        <ul className="broadcast__cameras">
          {shown.map((c) => (
            <li key={c.socketId}>
              <figure className="broadcast__tile">
                <StreamVideo
                  stream={c.stream}
                  muted
                  label={`${nameOf(roster, c.userId)}’s camera`}
                />
                <figcaption className="broadcast__tile-name">{nameOf(roster, c.userId)}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
