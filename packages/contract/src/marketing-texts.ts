/** What the marketing pages' forms and their calls answer (spec 1): the server's and the forms' words. */
export const marketingTexts = {
  newsletterThanks:
    'Thanks! Please open the link we just e-mailed you to get fresh workouts and studio news.',
  newsletterConfirmed: 'You are on the list for fresh workouts and studio news. Thank you!',
  newsletterConfirmUnknown:
    'That confirmation link is not valid or has expired. Please sign up for the newsletter again.',
  unsubscribed: 'You are unsubscribed. You will get no more newsletters from us.',
  unsubscribeUnknown: 'That unsubscribe link is not valid.',

  contactThanks:
    'Thanks for your message! Our team will answer you by e-mail within one business day.',
  demoRequestThanks:
    'Thanks! Our team will be in touch within one business day to set up your demo.',
  mailFailed:
    'We saved your message but could not send it on just now. Please try again in a few minutes.',
  nameMissing: 'Please enter your name.',
  nameTooLong: 'Your name is too long (at most 100 characters).',
  messageMissing: 'Please write your message.',
  messageTooLong: 'Your message is too long (at most 5,000 characters).',
  organisationMissing: 'Please enter the name of your organisation.',
  organisationTooLong: 'The organisation name is too long (at most 200 characters).',
  sizeMissing: 'Please choose the size of your organisation.',
  requestIdInvalid: 'The form is out of date. Please reload the page and try again.',
  staffOnly: 'Only JetSweat staff can read messages from visitors.',
} as const;
