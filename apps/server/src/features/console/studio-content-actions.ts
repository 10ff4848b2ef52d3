import type {
  BookingPolicy,
  InstructorBody,
  StudioDetails,
  StudioImageSlot,
  TestimonialBody,
} from '@jetsweat/contract';
import type { Deps } from '../../platform/deps.ts';
import { changeBookingPolicy, readBookingPolicy } from './booking-policy.ts';
import type { ConsoleCaller as Caller } from './console-access.ts';
import type { FileLeft } from './image-cleanup.ts';
import { STUDIO_IMAGE_PREFIX } from './image-processing.ts';
import {
  readStudioContent,
  removeStudioImage,
  saveStudioDetails,
  saveStudioImage,
} from './studio-content.ts';
import { checkStudioDomain } from './studio-domain.ts';
import { instructors, removeEntry, reorderEntries, testimonials } from './studio-people.ts';

type ListKind = 'instructor' | 'testimonial';

/**
 * The studio page's content in the console (issue 25, point 2): details, images, instructors and
 * testimonials, and the studio's booking policy (issue 51), each checked against console-access.ts's rule by the use case it calls.
 */
export function studioContentActions(deps: Deps) {
  return {
    content: (caller: Caller, studioId: number) => readStudioContent(deps, caller, studioId),
    saveDetails: (caller: Caller, studioId: number, details: StudioDetails) =>
      saveStudioDetails(deps, caller, studioId, details),
    /** Asks DNS for the white-label domain's record now. */
    checkDomain: (caller: Caller, studioId: number) => checkStudioDomain(deps, caller, studioId),
    bookingPolicy: (caller: Caller, studioId: number) => readBookingPolicy(deps, caller, studioId),
    saveBookingPolicy: (caller: Caller, studioId: number, policy: BookingPolicy) =>
      changeBookingPolicy(deps, caller, studioId, policy),
    saveImage: (
      caller: Caller,
      studioId: number,
      slot: StudioImageSlot,
      bytes: Buffer,
      fileLeft: FileLeft,
    ) => saveStudioImage(deps, caller, studioId, slot, bytes, fileLeft),
    removeImage: (caller: Caller, studioId: number, slot: StudioImageSlot, fileLeft: FileLeft) =>
      removeStudioImage(deps, caller, studioId, slot, fileLeft),
    addInstructor: (caller: Caller, studioId: number, body: InstructorBody) =>
      instructors.add(deps, caller, studioId, body),
    editInstructor: (caller: Caller, studioId: number, id: number, body: InstructorBody) =>
      instructors.edit(deps, caller, studioId, id, body),
    /** A new photo, or none (`bytes` null). */
    instructorPhoto: (
      caller: Caller,
      studioId: number,
      id: number,
      bytes: Buffer | null,
      fileLeft: FileLeft,
    ) => instructors.photo(deps, caller, studioId, id, bytes, fileLeft),
    addTestimonial: (caller: Caller, studioId: number, body: TestimonialBody) =>
      testimonials.add(deps, caller, studioId, body),
    editTestimonial: (caller: Caller, studioId: number, id: number, body: TestimonialBody) =>
      testimonials.edit(deps, caller, studioId, id, body),
    remove: (caller: Caller, studioId: number, kind: ListKind, id: number, fileLeft: FileLeft) =>
      removeEntry(deps, caller, studioId, kind, id, fileLeft),
    reorder: (caller: Caller, studioId: number, kind: ListKind, ids: number[]) =>
      reorderEntries(deps, caller, studioId, kind, ids),
    /** A stored studio image's bytes, or undefined (the public serves them, no login). */
    imageFile: (studioId: number, file: string) =>
      deps.storage.read(`${STUDIO_IMAGE_PREFIX}/${studioId}/${file}`),
  };
}
