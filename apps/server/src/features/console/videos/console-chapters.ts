import type { Chapter, ChapteredClasses, ClassChapters } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import {
  chapteredClasses,
  classChapters,
  setClassChapters,
  type ChaptersReplaced,
} from '../../videos/service.ts';
import { insertAuditEntry } from '../audit-store.ts';
import { requireStudioRole, type ConsoleCaller } from '../console-access.ts';

const editors = ['staff', 'admin'] as const;

/**
 * A studio's on-demand classes' chapters on the console (issue 56, item 3): staff and the
 * studio's admins read and replace them; the videos feature keeps them and checks them against
 * the class. A replacement is written to the audit log in its own transaction: who, which class
 * (the library's id, and its title as it was), and how many chapters before and after.
 */
export function consoleChapters(deps: Pick<Deps, 'db' | 'clock'>) {
  return {
    chapteredClasses: async (
      caller: ConsoleCaller,
      studioId: number,
    ): Promise<ChapteredClasses> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return { classes: await chapteredClasses(deps.db, studioId) };
    },
    chapters: async (
      caller: ConsoleCaller,
      studioId: number,
      videoId: number,
    ): Promise<ClassChapters> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return classChapters(deps.db, studioId, videoId);
    },
    setChapters: async (
      caller: ConsoleCaller,
      studioId: number,
      videoId: number,
      chapters: Chapter[],
    ): Promise<Chapter[]> => {
      await requireStudioRole(deps.db, caller, studioId, editors);
      return setClassChapters(deps.db, studioId, videoId, chapters, (tx, c: ChaptersReplaced) =>
        insertAuditEntry(
          tx,
          {
            studioId,
            actorId: caller.userId,
            action: 'video.chapters',
            entity: 'video',
            entityId: c.videoId,
            before: { chapters: c.before },
            after: { class: c.title, chapters: c.after },
          },
          deps.clock.now(),
        ),
      );
    },
  };
}
