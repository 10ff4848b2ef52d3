import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../lib/api.ts';
import { usePageTitle } from '../../lib/use-page-title.ts';
import { FormMessage } from '../../ui/form-message.tsx';
import { MemberNav } from '../../ui/member-nav.tsx';
import { useAcceptInvite } from './api/friends.ts';
import { FriendList, RequestLists } from './friend-lists.tsx';
import { FriendProfileSetting } from './friend-profile-setting.tsx';
import { FriendSearch } from './friend-search.tsx';
import { InviteForms } from './invite-form.tsx';
import './friends.css';

/**
 * An invite link's token (the sign-up page sends a newcomer here with it): used once, then taken
 * out of the address, so the two become friends.
 */
function useInviteFromLink(): { error: string | null; success: string | null } {
  const [query, setQuery] = useSearchParams();
  const token = query.get('invite');
  const accept = useAcceptInvite();
  const used = useRef(false);
  const [result, setResult] = useState<{ error: string | null; success: string | null }>({
    error: null,
    success: null,
  });
  useEffect(() => {
    if (!token || used.current) return;
    used.current = true;
    accept
      .mutateAsync(token)
      .then(
        () =>
          setResult({
            error: null,
            success: 'You are now friends with the person who invited you.',
          }),
        (err: unknown) => setResult({ error: errorMessage(err), success: null }),
      )
      .finally(() => setQuery({}, { replace: true }));
  }, [token, accept, setQuery]);
  return result;
}

/** /newplatform/friends: friends, requests, search by name or e-mail, how friends find you, invites. */
export default function FriendsPage() {
  usePageTitle('Friends');
  const invite = useInviteFromLink();
  return (
    <main className="page friends">
      <h1>Friends</h1>
      <MemberNav />
      <FormMessage error={invite.error} success={invite.success} />
      <RequestLists />
      <FriendList />
      <FriendSearch />
      <FriendProfileSetting className="friends__card" />
      <InviteForms />
    </main>
  );
}
