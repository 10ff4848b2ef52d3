import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import type { Friend } from '@jetsweat/contract';
import { friendsQuery, reloadFriendLists } from './friends.ts';

const iris = { friendId: 7, firstName: 'Iris', lastName: 'Rivera' } as unknown as Friend;

describe('the friends list after a change', () => {
  it('is asked again when its first load began before the change (an invite link used as the page opens)', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    // The server's answers in order: the first load read the list before the invite was used.
    let answerFirstLoad!: (friends: Friend[]) => void;
    const answers = [
      new Promise<Friend[]>((resolve) => (answerFirstLoad = resolve)),
      Promise.resolve([iris]),
    ];
    let asked = 0;
    const observer = new QueryObserver(queryClient, {
      ...friendsQuery,
      queryFn: () => answers[asked++]!,
    });
    const shown: (Friend[] | undefined)[] = [];
    const stop = observer.subscribe((result) => shown.push(result.data));

    const reloaded = reloadFriendLists(queryClient);
    answerFirstLoad([]);
    await reloaded;

    expect(asked).toBe(2);
    expect(observer.getCurrentResult().data).toEqual([iris]);
    expect(shown).not.toContainEqual([]);
    stop();
    queryClient.clear();
  });
});
