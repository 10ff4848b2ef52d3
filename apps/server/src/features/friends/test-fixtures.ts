// Helpers for the friends feature's server tests (imported by *.test.ts only).
import { foundMemberSchema, friendProfileSchema } from '@jetsweat/contract';
import type { TestApp } from '../../../test/harness.ts';

type Person = Awaited<ReturnType<TestApp['newUser']>>;

/** The specification's search of a member by e-mail address, as `who` asks it. */
export const searchByEmail = (t: TestApp, who: Person, email: unknown) =>
  t.call(
    { method: 'POST', url: '/api/user/friends/search', token: who.token, payload: { email } },
    foundMemberSchema,
  );

/** Lets others find `who` by e-mail address (off by default since issue 56). */
export const allowFoundByEmail = (t: TestApp, who: Person) =>
  t.okContent(
    {
      method: 'PUT',
      url: '/api/user/friends/profile',
      token: who.token,
      payload: { findableByEmail: true },
    },
    friendProfileSchema,
  );
