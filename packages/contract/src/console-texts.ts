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
  domainReserved:
    "This domain is JetSweat's own site or part of it. Please use a domain your studio owns.",
  detailsSaved: 'Saved. The studio page shows the change.',
  bookingPolicySaved: 'Saved. The schedule books your classes by the new policy.',
} as const;

/**
 * A studio's white-label domain (issue 50, item 1): pending until a DNS TXT record proves the
 * studio controls it, verified while the record stays, failed when a check did not find it.
 */
export const studioDomainStates = ['pending', 'verified', 'failed'] as const;
export type StudioDomainState = (typeof studioDomainStates)[number];

/** Why a domain's last check did not verify it. */
export const studioDomainFailures = [
  'record_missing',
  'record_mismatch',
  'lookup_failed',
  'domain_taken',
  'domain_reserved',
] as const;
export type StudioDomainFailure = (typeof studioDomainFailures)[number];

/** What the console says of each failure. */
export const studioDomainFailureTexts: Record<StudioDomainFailure, string> = {
  record_missing:
    'We found no TXT record at the name below. A new record can take a few hours to reach everyone.',
  record_mismatch:
    'We found a TXT record at the name below, but none with the value below. Please copy it whole.',
  lookup_failed: 'We could not ask DNS for the record just now. We will try again shortly.',
  domain_taken: consoleTexts.domainTaken,
  domain_reserved: consoleTexts.domainReserved,
};

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
