import { useState, type FormEvent } from 'react';
import { friendTexts, type FoundMember } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { searchFriend, useSendRequest } from './api/friends.ts';

/** Who the search found, by display name only (first name and initial) until they accept. */
function SearchResult(props: { person: FoundMember; busy: boolean; onAdd: () => void }) {
  const { person, busy, onAdd } = props;
  return (
    <div className="friends__row" aria-label="Search result">
      <span className="friends__name">{person.displayName}</span>
      <button className="btn" type="button" onClick={onAdd} disabled={busy}>
        Add friend
      </button>
    </div>
  );
}

/**
 * Find a member by exact e-mail address and ask them to be friends. A search that finds no one
 * shows the specification's message, which points at the invites below; a sent request shows
 * 'Friend request successfully sent.' and clears the result (spec 4).
 */
export function FriendSearch() {
  const [email, setEmail] = useState('');
  const [found, setFound] = useState<FoundMember | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const send = useSendRequest();

  const search = async (e: FormEvent) => {
    e.preventDefault();
    setFound(null);
    setError(null);
    setSuccess(null);
    setSearching(true);
    try {
      setFound(await searchFriend(email.trim()));
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSearching(false);
    }
  };
  const ask = async (person: FoundMember) => {
    setError(null);
    try {
      await send.mutateAsync(person.friendId);
      setFound(null);
      setSuccess(friendTexts.requestSent);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return (
    <section className="friends__card" aria-labelledby="friends-search">
      <h2 id="friends-search">Find a friend</h2>
      <form className="friends__inline-form" onSubmit={search} aria-label="Find a friend">
        <Field
          label="Their e-mail address"
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          required
        />
        <button className="btn" type="submit" disabled={searching || !email.trim()}>
          Search
        </button>
      </form>
      <FormMessage error={error} success={success} />
      {found ? (
        <SearchResult person={found} busy={send.isPending} onAdd={() => void ask(found)} />
      ) : null}
    </section>
  );
}
