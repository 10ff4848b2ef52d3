import { useState, type FormEvent } from 'react';
import { friendTexts, type FriendPerson } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { searchFriend, useSendRequest } from './api/friends.ts';

function SearchResult(props: { person: FriendPerson; busy: boolean; onAdd: () => void }) {
  const { person, busy, onAdd } = props;
  return (
    <div className="friends__row" aria-label="Search result">
      <span className="friends__name">
        {person.firstName} {person.lastName}
      </span>
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
  const [found, setFound] = useState<FriendPerson | null>(null);
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
  const ask = async (person: FriendPerson) => {
    setError(null);
    try {
      await send.mutateAsync(person.id);
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
