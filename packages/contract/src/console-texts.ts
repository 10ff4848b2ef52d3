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
