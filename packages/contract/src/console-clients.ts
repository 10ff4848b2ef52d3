import { z } from 'zod';
import {
  consoleClientsTexts as t,
  MAX_CLIENT_NOTE,
  MAX_CLIENT_SEARCH,
  MAX_MESSAGE_SUBJECT,
  MAX_MESSAGE_TEXT,
} from './console-clients-texts.ts';
import { idSchema } from './ids.ts';

/** GET /api/console/studios/:studioId/clients: a search by name or e-mail, one page. */
export const clientsQuerySchema = z.object({
  q: z
    .string({ message: t.searchLabel })
    .trim()
    .max(MAX_CLIENT_SEARCH, `A search may be at most ${MAX_CLIENT_SEARCH} characters.`)
    .optional(),
  page: z.coerce
    .number({ message: 'The page must be a number.' })
    .int('The page must be a number.')
    .min(1, 'The page must be 1 or more.')
    .max(10_000, 'There is no such page.')
    .optional(),
});
export type ClientsQuery = z.infer<typeof clientsQuerySchema>;

export const clientParamsSchema = z.object({
  studioId: idSchema('studio id'),
  clientId: idSchema('client id'),
});

/** One client of a studio: who, their first and last activity there, and what they did. */
export const studioClientSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  firstActivityAt: z.string(),
  lastActivityAt: z.string(),
  classesBooked: z.number().int(),
  classesAttended: z.number().int(),
  purchases: z.number().int(),
  videosWatched: z.number().int(),
});
export type StudioClient = z.infer<typeof studioClientSchema>;

export const studioClientsSchema = z.object({
  clients: z.array(studioClientSchema),
  /** Clients matching the search, on every page. */
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
export type StudioClients = z.infer<typeof studioClientsSchema>;

export const clientBookingSchema = z.object({
  classId: z.number().int(),
  title: z.string(),
  startsAtIso: z.string(),
  cancelled: z.boolean(),
  attended: z.boolean(),
});
export const clientPurchaseSchema = z.object({
  id: z.number().int(),
  what: z.string(),
  at: z.string(),
  amountCents: z.number().int(),
});
export const clientVideoSchema = z.object({
  videoId: z.number().int(),
  title: z.string(),
  plays: z.number().int(),
  minutesWatched: z.number().int(),
  lastWatchedAt: z.string(),
});
export const clientNoteSchema = z.object({
  id: z.number().int(),
  text: z.string(),
  authorName: z.string(),
  createdAt: z.string(),
});
export type ClientNote = z.infer<typeof clientNoteSchema>;

/** A client's page: their history with this studio only, and the staff's notes, newest first. */
export const clientHistorySchema = z.object({
  client: studioClientSchema,
  bookings: z.array(clientBookingSchema),
  purchases: z.array(clientPurchaseSchema),
  videos: z.array(clientVideoSchema),
  notes: z.array(clientNoteSchema),
});
export type ClientHistory = z.infer<typeof clientHistorySchema>;

export const clientNoteBodySchema = z.object({
  text: z
    .string({ message: t.noteEmpty })
    .trim()
    .min(1, t.noteEmpty)
    .max(MAX_CLIENT_NOTE, t.noteTooLong(MAX_CLIENT_NOTE)),
});
/** The new note's id: its text is not sent back (the page reads the notes again). */
export const clientNoteCreatedSchema = z.object({ id: z.number().int() });

/** POST .../classes/:classId/message: the key, made once by the page, stops a second send. */
export const classMessageBodySchema = z.object({
  subject: z
    .string({ message: t.subjectEmpty })
    .trim()
    .min(1, t.subjectEmpty)
    .max(MAX_MESSAGE_SUBJECT, t.subjectTooLong(MAX_MESSAGE_SUBJECT)),
  text: z
    .string({ message: t.messageEmpty })
    .trim()
    .min(1, t.messageEmpty)
    .max(MAX_MESSAGE_TEXT, t.messageTooLong(MAX_MESSAGE_TEXT)),
  key: z.uuid(t.messageKeyInvalid),
});
export type ClassMessageBody = z.infer<typeof classMessageBodySchema>;
export const classMessageSentSchema = z.object({
  /** Members the mail was filed for (on a repeat: the first send's). */
  sent: z.number().int(),
  /** True when this key was sent before: nothing was sent this time. */
  repeat: z.boolean(),
});
export type ClassMessageSent = z.infer<typeof classMessageSentSchema>;
