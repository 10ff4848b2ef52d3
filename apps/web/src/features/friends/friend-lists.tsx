import { useState } from 'react';
import type { Friend, FriendRequest } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { Loader } from '../../ui/loader.tsx';
import { useAnswerRequest, useFriendRequests, useFriends, useRemoveFriend } from './api/friends.ts';

const nameOf = (p: { firstName: string; lastName: string }) => `${p.firstName} ${p.lastName}`;

/** A friend, with "Remove" asking for a confirmation first. */
function FriendRow({ friend }: { friend: Friend }) {
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFriend();
  const name = nameOf(friend);
  return (
    <li className="friends__row">
      <span className="friends__name">{name}</span>
      {confirming ? (
        <span className="friends__actions" role="group" aria-label={`Remove ${name}?`}>
          <span>Remove {friend.firstName}?</span>
          <button
            className="btn btn--danger"
            type="button"
            disabled={remove.isPending}
            onClick={() => remove.mutate({ friendId: friend.id })}
          >
            Yes, remove
          </button>
          <button className="btn btn--ghost" type="button" onClick={() => setConfirming(false)}>
            Keep
          </button>
        </span>
      ) : (
        <button
          className="btn btn--ghost"
          type="button"
          aria-label={`Remove ${name}`}
          onClick={() => setConfirming(true)}
        >
          Remove
        </button>
      )}
      {remove.error ? <FormMessage error={errorMessage(remove.error)} /> : null}
    </li>
  );
}

export function FriendList() {
  const friends = useFriends();
  if (friends.isPending) return <Loader />;
  if (friends.error) return <FormMessage error={errorMessage(friends.error)} />;
  return (
    <section className="friends__card" aria-labelledby="friends-list">
      <h2 id="friends-list">Your friends</h2>
      {friends.data.length === 0 ? (
        <p>No friends yet: find them by e-mail or invite them below.</p>
      ) : (
        <ul className="friends__list">
          {friends.data.map((f) => (
            <FriendRow key={f.userFriendId} friend={f} />
          ))}
        </ul>
      )}
    </section>
  );
}

/** A request: accept or decline one to the member, withdraw one of theirs. */
function RequestRow({ request }: { request: FriendRequest }) {
  const answer = useAnswerRequest();
  const remove = useRemoveFriend();
  // Someone the member asked is a stranger until they accept: their display name only.
  const name =
    request.direction === 'incoming' ? nameOf(request.person) : request.person.displayName;
  const busy = answer.isPending || remove.isPending;
  const error = answer.error ?? remove.error;
  return (
    <li className="friends__row">
      <span className="friends__name">{name}</span>
      <span className="friends__actions">
        {request.direction === 'incoming' ? (
          <>
            <button
              className="btn"
              type="button"
              disabled={busy}
              aria-label={`Accept ${name}`}
              onClick={() => answer.mutate({ userFriendId: request.userFriendId, accepted: true })}
            >
              Accept
            </button>
            <button
              className="btn btn--ghost"
              type="button"
              disabled={busy}
              aria-label={`Decline ${name}`}
              onClick={() => answer.mutate({ userFriendId: request.userFriendId, accepted: false })}
            >
              Decline
            </button>
          </>
        ) : (
          <button
            className="btn btn--ghost"
            type="button"
            disabled={busy}
            aria-label={`Withdraw the request to ${name}`}
            onClick={() => remove.mutate({ userFriendId: request.userFriendId })}
          >
            Withdraw
          </button>
        )}
      </span>
      {error ? <FormMessage error={errorMessage(error)} /> : null}
    </li>
  );
}

export function RequestLists() {
  const requests = useFriendRequests();
  if (requests.isPending) return <Loader />;
  if (requests.error) return <FormMessage error={errorMessage(requests.error)} />;
  const incoming = requests.data.filter((r) => r.direction === 'incoming');
  const outgoing = requests.data.filter((r) => r.direction === 'outgoing');
  return (
    <>
      <section className="friends__card" aria-labelledby="friends-incoming">
        <h2 id="friends-incoming">Requests to you</h2>
        {incoming.length === 0 ? (
          <p>No requests waiting.</p>
        ) : (
          <ul className="friends__list">
            {incoming.map((r) => (
              <RequestRow key={r.userFriendId} request={r} />
            ))}
          </ul>
        )}
      </section>
      {outgoing.length > 0 ? (
        <section className="friends__card" aria-labelledby="friends-outgoing">
          <h2 id="friends-outgoing">Requests you sent</h2>
          <ul className="friends__list">
            {outgoing.map((r) => (
              <RequestRow key={r.userFriendId} request={r} />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
