import { Link } from '../../lib/link.tsx';
import { ApiError, errorMessage } from '../../lib/api.ts';
import { paths } from '../../lib/paths.ts';

/**
 * The server's refusal to let someone into a class's room, in its own words: a 402 with the way
 * to book or pay (the live schedule), a 403 (not this studio's instructor), a 404 (no such
 * class), a 409 (the room is not open yet, or the class has ended).
 */
export function RoomRefusal({ error }: { error: unknown }) {
  const status = error instanceof ApiError ? error.status : 0;
  return (
    <div className="live-room__refusal">
      <p className={status === 402 ? undefined : 'form-error'} role="alert">
        {errorMessage(error)}
      </p>
      {status === 402 ? (
        <p>
          <Link className="btn btn--brand" to={paths.liveSchedule}>
            Book on the live schedule
          </Link>
        </p>
      ) : null}
      {status === 404 ? (
        <p>
          <Link to={paths.liveUpcoming}>See your upcoming live classes</Link>
        </p>
      ) : null}
    </div>
  );
}
