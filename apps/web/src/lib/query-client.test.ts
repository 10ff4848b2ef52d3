import { describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { createQueryClient, reloadAfterChange } from './query-client.ts';

type Team = { invites: string[] };

/** A query whose answers the test gives, in order, when it chooses; counts how often it asked. */
function heldAnswers(queryClient: ReturnType<typeof createQueryClient>, key: string[]) {
  const answers: ((team: Team) => void)[] = [];
  const observer = new QueryObserver(queryClient, {
    queryKey: key,
    queryFn: () => new Promise<Team>((resolve) => answers.push(resolve)),
  });
  const shown: (Team | undefined)[] = [];
  const stop = observer.subscribe((result) => shown.push(result.data));
  return { answers, observer, shown, stop };
}

describe('reloadAfterChange', () => {
  it('asks again when the first load began before the change (a quick click as a page opens)', async () => {
    const queryClient = createQueryClient();
    const team = heldAnswers(queryClient, ['console', 'team']);
    expect(team.answers).toHaveLength(1);

    const reloaded = reloadAfterChange(queryClient, ['console']);
    // The first load read the team before the invite was stored; it answers late.
    team.answers[0]!({ invites: [] });
    await vi.waitFor(() => expect(team.answers).toHaveLength(2));
    team.answers[1]!({ invites: ['ines@example.com'] });
    await reloaded;

    expect(team.observer.getCurrentResult().data).toEqual({ invites: ['ines@example.com'] });
    // The stale answer never reached the screen.
    expect(team.shown).not.toContainEqual({ invites: [] });
    team.stop();
    queryClient.clear();
  });

  it('reloads every key it is given, and a load that already has an answer is asked again', async () => {
    const queryClient = createQueryClient();
    const page = heldAnswers(queryClient, ['page']);
    const log = heldAnswers(queryClient, ['audit']);
    page.answers[0]!({ invites: [] });
    log.answers[0]!({ invites: [] });
    await vi.waitFor(() => expect(log.observer.getCurrentResult().data).toBeDefined());

    const reloaded = reloadAfterChange(queryClient, ['page'], ['audit']);
    await vi.waitFor(() => {
      expect(page.answers).toHaveLength(2);
      expect(log.answers).toHaveLength(2);
    });
    page.answers[1]!({ invites: ['a'] });
    log.answers[1]!({ invites: ['b'] });
    await reloaded;

    expect(page.observer.getCurrentResult().data).toEqual({ invites: ['a'] });
    expect(log.observer.getCurrentResult().data).toEqual({ invites: ['b'] });
    page.stop();
    log.stop();
    queryClient.clear();
  });
});
