/**
 * The studio console's texts and limits (issue 25): refusals the server answers and the screens
 * show, kept apart from zod so a page downloads only what it uses.
 */
export const consoleTexts = {
  noRole: 'This part of the studio console is for studio staff. Ask your studio to invite you.',
  notThisStudio: 'You do not run this studio.',
  adminsOnly: "Only the studio's admins and JetSweat staff can do this.",
  staffOnly: 'Only JetSweat staff can invite studio admins.',
  auditWhichStudio: 'Please choose a studio to read its log.',
  studioNotFound: 'We could not find that studio.',
  inviteNotFound: 'This invite link is not valid any more. Ask for a new one.',
  inviteOtherAddress:
    'This invite was sent to another e-mail address. Sign in with that address to accept it.',
  alreadyHasRole: 'That person already has this role at the studio.',
  tooManyInvites: 'Too many invites today. Please try again tomorrow.',
  pageSaved: 'Saved. The studio page shows the change.',
  inviteSent: 'Invite sent.',
  instructorNotFound: 'We could not find that instructor.',
  testimonialNotFound: 'We could not find that testimonial.',
  orderMustListAll: 'The order must list every entry of the list once.',
  imageWrongType: 'Please upload a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image is too large: please upload one of at most 5 MB.',
  imageUnreadable: 'We could not read that image. Please try another file.',
  imageNotFound: 'We could not find that image.',
  imageSaved: 'Image saved. The studio page shows it.',
  imageRemoved: 'Image removed. The studio page no longer shows it.',
  domainTaken: 'Another studio already uses this domain.',
  detailsSaved: 'Saved. The studio page shows the change.',
} as const;

/** How long a console invite link works. */
export const CONSOLE_INVITE_DAYS = 7;
/** Invites one person may send in a day, across studios. */
export const CONSOLE_INVITES_PER_DAY = 20;
/** Entries of the audit log per page. */
export const AUDIT_PAGE_SIZE = 25;

/** Limits of the studio page's text fields (characters). */
export const STUDIO_PAGE_LIMITS = {
  headline: 120,
  paragraph: 2000,
  pageTitle: 120,
} as const;

/** Limits of the studio page's people (characters). */
export const STUDIO_CONTENT_LIMITS = { name: 120, paragraph: 2000 } as const;
/** The largest image the console accepts, in bytes, before it is resized. */
export const STUDIO_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
