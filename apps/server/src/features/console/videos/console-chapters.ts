import type { Chapter } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { setClassChapters } from '../../videos/service.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const editors = ['staff', 'admin'] as const;

/**
 * A studio's on-demand class's chapters on the console (issue 56, item 3): staff and the
 * studio's admins replace them; the videos feature keeps them and checks them against the class.
 */
export function consoleChapters(deps: Pick<Deps, 'db'>) {
  return {
    setChapters: async (
      caller: ConsoleCaller,
      studioId: number,
      videoId: number,
      chapters: Chapter[],
    ): Promise<Chapter[]> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return setClassChapters(deps.db, studioId, videoId, chapters);
    },
  };
}
