import { z } from 'zod';
import { consoleTexts, STUDIO_PAGE_LIMITS } from './console-texts.ts';
import { idSchema } from './ids.ts';

/** The roles at a studio an invite grants (console_invites.role). */
export const consoleInviteRoleSchema = z.enum(['admin', 'instructor']);
export type ConsoleInviteRole = z.infer<typeof consoleInviteRoleSchema>;
/** What a person is at a studio in the console: staff run every studio. */
export const consoleRoleSchema = z.enum(['staff', 'admin', 'instructor']);
export type ConsoleRole = z.infer<typeof consoleRoleSchema>;

/** GET /api/console/access: the studios the caller may open in the console, and as what. */
export const consoleAccessSchema = z.object({
  staff: z.boolean(),
  studios: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      shortName: z.string(),
      role: consoleRoleSchema,
    }),
  ),
});
export type ConsoleAccess = z.infer<typeof consoleAccessSchema>;

export const consoleStudioParamsSchema = z.object({ studioId: idSchema('studio id') });

const text = (label: string, max: number) =>
  z
    .string({ message: `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${max} characters.`);
const required = (label: string, max: number) =>
  text(label, max).refine((v) => v.length > 0, { message: `${label} is required.` });

/**
 * The studio page's texts and its white-label colour and page title, as the console edits them
 * (PUT /api/console/studios/{studioId}/page) and reads them back. Each field carries its own
 * message, so a form shows it under that field.
 */
export const studioPageSettingsSchema = z.object({
  headerTitle: required('The headline', STUDIO_PAGE_LIMITS.headline),
  headerDescription: text('The header description', STUDIO_PAGE_LIMITS.paragraph),
  introH1: text('The intro headline', STUDIO_PAGE_LIMITS.headline),
  introH2: text('The intro text', STUDIO_PAGE_LIMITS.paragraph),
  closingH1: text('The closing headline', STUDIO_PAGE_LIMITS.headline),
  closingH2: text('The closing text', STUDIO_PAGE_LIMITS.paragraph),
  summary: text('The about text', STUDIO_PAGE_LIMITS.paragraph),
  pageTitle: text('The page title', STUDIO_PAGE_LIMITS.pageTitle),
  colorCode: z
    .string({ message: 'The colour must be text.' })
    .trim()
    .regex(/^#?[0-9a-fA-F]{6}$/, 'The colour must be six hexadecimal digits, like 2E6F95.')
    .transform((v) => v.replace(/^#/, '').toUpperCase()),
});
export type StudioPageSettings = z.output<typeof studioPageSettingsSchema>;
export type StudioPageField = keyof StudioPageSettings;

/** The page as the console shows it: the settings and the studio they belong to. */
export const studioPageAnswerSchema = z.object({
  studioId: z.number().int(),
  name: z.string(),
  shortName: z.string(),
  settings: z.object({
    headerTitle: z.string(),
    headerDescription: z.string(),
    introH1: z.string(),
    introH2: z.string(),
    closingH1: z.string(),
    closingH2: z.string(),
    summary: z.string(),
    pageTitle: z.string(),
    colorCode: z.string(),
  }),
});
export type StudioPageAnswer = z.infer<typeof studioPageAnswerSchema>;

/**
 * PUT /api/console/studios/{studioId}/page answers which fields changed (not their texts: the
 * form holds them, and an answer that echoes what was sent tells nobody anything new).
 */
export const studioPageSavedSchema = z.object({
  studioId: z.number().int(),
  changed: z.array(z.string()),
});
export type StudioPageSaved = z.infer<typeof studioPageSavedSchema>;

/**
 * POST /api/console/studios/{studioId}/invites. The address's shape is checked by the service
 * (with emailSchema), so a call without a login answers 401 before any 400.
 */
export const consoleInviteBodySchema = z.object({
  email: z.string().trim().max(254, 'That email address is too long.'),
  role: consoleInviteRoleSchema,
});

/** One person of a studio's team, or an invite not yet accepted. */
export const teamMemberSchema = z.object({
  userId: z.number().int(),
  name: z.string(),
  email: z.string(),
  role: consoleInviteRoleSchema,
});
export const pendingInviteSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: consoleInviteRoleSchema,
  expiresAt: z.string(),
});
/** GET /api/console/studios/{studioId}/team. */
export const teamAnswerSchema = z.object({
  members: z.array(teamMemberSchema),
  invites: z.array(pendingInviteSchema),
});
export type TeamAnswer = z.infer<typeof teamAnswerSchema>;
export const inviteCreatedSchema = pendingInviteSchema;

/** POST /api/console/invites/accept: an invite link's token, once signed in. */
export const consoleAcceptBodySchema = z.object({
  token: z
    .string()
    .trim()
    .min(10, consoleTexts.inviteNotFound)
    .max(200, consoleTexts.inviteNotFound),
});
export const inviteAcceptedSchema = z.object({
  studioId: z.number().int(),
  studioName: z.string(),
  role: consoleInviteRoleSchema,
});

/** The kinds of change the audit log holds (console_audit_log.action). */
export const auditActionSchema = z.enum([
  'studio_page.update',
  'invite.create',
  'invite.accept',
  'video.create',
  'video.update',
  'video.upload',
  'video.captions',
  'video.retry',
  'video.publish',
  'video.unpublish',
  'live_class.create',
  'live_class.update',
  'live_class.cancel',
  'coupon.create',
  'coupon.update',
  'package.price',
  'studio_details.update',
  'studio_image.update',
  'instructor.create',
  'instructor.update',
  'instructor.delete',
  'instructor.reorder',
  'testimonial.create',
  'testimonial.update',
  'testimonial.delete',
  'testimonial.reorder',
  'studio_image.remove',
  'instructor_photo.remove',
  'booking_policy.update',
  'live_member.hide_camera',
  'live_member.show_camera',
  'live_member.remove',
  'client_note.create',
  'live_class.message',
  'pack.create',
  'pack.update',
  'pack.refund',
  'booking_fee.waive',
  'video.chapters',
]);
export type AuditAction = z.infer<typeof auditActionSchema>;

/** GET /api/console/audit: staff read every studio's, a studio's admins that studio's. */
export const auditQuerySchema = z.object({
  studioId: idSchema('studio id').optional(),
  /** The id of the last entry of the page before: the next page is older. */
  before: idSchema('log entry id').optional(),
});
export const auditEntrySchema = z.object({
  id: z.number().int(),
  studioId: z.number().int().nullable(),
  actorId: z.number().int().nullable(),
  actorName: z.string(),
  action: auditActionSchema,
  entity: z.string(),
  entityId: z.string(),
  before: z.unknown(),
  after: z.unknown(),
  createdAt: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;
export const auditPageSchema = z.object({
  entries: z.array(auditEntrySchema),
  /** Pass as `before` for the next (older) page; null on the last page. */
  nextBefore: z.number().int().nullable(),
});
export type AuditPage = z.infer<typeof auditPageSchema>;
