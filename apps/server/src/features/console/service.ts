import type {
  ConsoleAccess,
  ConsoleInviteRole,
  InstructorBody,
  StudioDetails,
  StudioImageSlot,
  StudioPageSettings,
  TestimonialBody,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { readAudit } from './audit.ts';
import { studiosOf, type ConsoleCaller } from './console-access.ts';
import { acceptInvite, inviteToStudio } from './invites.ts';
import { readStudioPage, saveStudioPage } from './studio-page.ts';
import { readTeam } from './team.ts';
import { readStudioContent, saveStudioDetails, saveStudioImage } from './studio-content.ts';
import { instructors, removeEntry, reorderEntries, testimonials } from './studio-people.ts';
import { STUDIO_IMAGE_PREFIX } from './image-processing.ts';

type Caller = ConsoleCaller;
type ListKind = 'instructor' | 'testimonial';

/**
 * The studio console (issue 25; docs/decisions.md, "The studio console"): every call names its
 * caller, and each use case asks console-access.ts's one rule before it reads or changes anything.
 */
export function createConsoleService(deps: Deps) {
  return {
    async access(caller: ConsoleCaller): Promise<ConsoleAccess> {
      const studios = await studiosOf(deps.db, caller);
      return {
        staff: caller.staff,
        studios: studios.map((s) => ({
          id: s.id,
          name: s.name,
          shortName: s.short_name,
          role: s.role,
        })),
      };
    },
    page: (caller: ConsoleCaller, studioId: number) => readStudioPage(deps, caller, studioId),
    savePage: (caller: ConsoleCaller, studioId: number, settings: StudioPageSettings) =>
      saveStudioPage(deps, caller, studioId, settings),
    content: (caller: Caller, studioId: number) => readStudioContent(deps, caller, studioId),
    saveDetails: (caller: Caller, studioId: number, details: StudioDetails) =>
      saveStudioDetails(deps, caller, studioId, details),
    saveImage: (caller: Caller, studioId: number, slot: StudioImageSlot, bytes: Buffer) =>
      saveStudioImage(deps, caller, studioId, slot, bytes),
    addInstructor: (caller: Caller, studioId: number, body: InstructorBody) =>
      instructors.add(deps, caller, studioId, body),
    editInstructor: (caller: Caller, studioId: number, id: number, body: InstructorBody) =>
      instructors.edit(deps, caller, studioId, id, body),
    instructorPhoto: (caller: Caller, studioId: number, id: number, bytes: Buffer) =>
      instructors.photo(deps, caller, studioId, id, bytes),
    addTestimonial: (caller: Caller, studioId: number, body: TestimonialBody) =>
      testimonials.add(deps, caller, studioId, body),
    editTestimonial: (caller: Caller, studioId: number, id: number, body: TestimonialBody) =>
      testimonials.edit(deps, caller, studioId, id, body),
    remove: (caller: Caller, studioId: number, kind: ListKind, id: number) =>
      removeEntry(deps, caller, studioId, kind, id),
    reorder: (caller: Caller, studioId: number, kind: ListKind, ids: number[]) =>
      reorderEntries(deps, caller, studioId, kind, ids),
    /** A stored studio image's bytes, or undefined (the public serves them, no login). */
    imageFile: (studioId: number, file: string) =>
      deps.storage.read(`${STUDIO_IMAGE_PREFIX}/${studioId}/${file}`),
    team: (caller: ConsoleCaller, studioId: number) => readTeam(deps, caller, studioId),
    invite: (
      caller: ConsoleCaller,
      studioId: number,
      to: { email: string; role: ConsoleInviteRole },
    ) => inviteToStudio(deps, caller, studioId, to),
    acceptInvite: (caller: ConsoleCaller, token: string) => acceptInvite(deps, caller, token),
    audit: (
      caller: ConsoleCaller,
      q: { studioId?: number | undefined; before?: number | undefined },
    ) => readAudit(deps, caller, q),
  };
}
export type ConsoleService = ReturnType<typeof createConsoleService>;
