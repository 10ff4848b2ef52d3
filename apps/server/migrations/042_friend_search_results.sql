-- A friend search's answer (issue 50, item 6): the member found stands behind an opaque id that
-- only the member who searched may send to ask them, until it expires. So a search by e-mail
-- address never hands a stranger's user id or whole name to the searcher. Only the id's hash is
-- kept, as with every other token.
CREATE TABLE friend_search_results (
  token_hash   text PRIMARY KEY,
  searcher_id  integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  found_id     integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  expires_at   timestamptz NOT NULL,
  CONSTRAINT friend_search_results_not_self CHECK (searcher_id <> found_id)
);
CREATE INDEX friend_search_results_searcher_idx ON friend_search_results (searcher_id, expires_at);
CREATE INDEX friend_search_results_found_idx ON friend_search_results (found_id);
