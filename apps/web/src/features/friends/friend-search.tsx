import { useState, type FormEvent } from 'react';
import { friendTexts, type FoundMember } from '@jetsweat/contract';
import { errorMessage } from '../../lib/api.ts';
import { Field } from '../../ui/field.tsx';
import { FormMessage } from '../../ui/form-message.tsx';
import { searchFriend, searchFriendsByName, useSendRequest } from './api/friends.ts';

/** An e-mail address has something before its '@' ('@ana' is a handle). */
const looksLikeEmail = (text: string) => /^[^@\s]+@/.test(text);

/** What the member can do with someone found: ask them, or see that they already did. */
function ResultAction(props: { person: FoundMember; busy: boolean; onAdd: () => void }) {
  const { person, busy, onAdd } = props;
  if (person.relation === 'sent') return <span className="friends__state">Request sent</span>;
  if (person.relation === 'friends') return <span className="friends__state">Friends</span>;
  return (
    <button className="btn" type="button" onClick={onAdd} disabled={busy}>
      {person.relation === 'received' ? 'Accept request' : 'Add friend'}
    </button>
  );
}

/** Someone found, by display name (first name and initial) and handle until they accept. */
function SearchResult(props: { person: FoundMember; busy: boolean; onAdd: () => void }) {
  const { person } = props;
  return (
    <li className="friends__row" aria-label={`Search result: ${person.displayName}`}>
      <span>
        <span className="friends__name">{person.displayName}</span>
        {person.handle ? <span className="friends__handle"> @{person.handle}</span> : null}
      </span>
      <ResultAction {...props} />
    </li>
  );
}

/** The search and its answers, and asking a member found (their row then says what followed). */
function useFriendFinder() {
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<FoundMember[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [success, setSuccess] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const send = useSendRequest();

  const search = async (e: FormEvent) => {
    e.preventDefault();
    const text = query.trim();
    setFound([]);
    setError(null);
    setSuccess(null);
    setSearching(true);
    try {
      const members = looksLikeEmail(text)
        ? [await searchFriend(text)]
        : await searchFriendsByName(text);
      if (members.length === 0) setError(friendTexts.userNotFound);
      setFound(members);
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setSearching(false);
    }
  };
  const ask = async (person: FoundMember) => {
    setError(null);
    setSuccess(null);
    try {
      const state = await send.mutateAsync(person.friendId);
      const relation = state.accepted ? 'friends' : 'sent';
      setFound((list) =>
        list.map((p) => (p.friendId === person.friendId ? { ...p, relation } : p)),
      );
      setSuccess(state.accepted ? friendTexts.nowFriends : friendTexts.requestSent);
    } catch (err) {
      setError(errorMessage(err));
    }
  };

  return { query, setQuery, found, error, success, searching, busy: send.isPending, search, ask };
}

/**
 * Find members by name, handle or exact e-mail address (only those who let themselves be found
 * so) and ask them to be friends. A search that finds no one shows the specification's message,
 * which points at the invites below; a sent request shows 'Friend request successfully sent.', and
 * its row then says "Request sent", with no second "Add friend" (spec 4; issue 56).
 */
export function FriendSearch() {
  const { query, setQuery, found, error, success, searching, busy, search, ask } =
    useFriendFinder();
  return (
    <section className="friends__card" aria-labelledby="friends-search">
      <h2 id="friends-search">Find a friend</h2>
      <form className="friends__inline-form" onSubmit={search} aria-label="Find a friend">
        <Field
          label="Name, @handle or e-mail address"
          type="search"
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
          required
        />
        <button className="btn" type="submit" disabled={searching || !query.trim()}>
          Search
        </button>
      </form>
      <FormMessage error={error} success={success} />
      {found.length > 0 ? (
        <ul className="friends__list" aria-label="Search results">
          {found.map((p) => (
            <SearchResult key={p.friendId} person={p} busy={busy} onAdd={() => void ask(p)} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}
