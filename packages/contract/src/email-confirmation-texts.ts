/** Texts of confirming an e-mail address: the link mailed at sign-up, its page and the account page. */
export const emailConfirmationTexts = {
  confirmed: 'Thank you: your email address is confirmed.',
  linkInvalid:
    'This confirmation link is invalid or has expired. Log in and send yourself a new one from your account page.',
  sent: 'We sent you a new confirmation link. Please check your email.',
  alreadyConfirmed: 'Your email address is already confirmed.',
  confirming: 'Confirming your email address…',
  unconfirmedNotice:
    'Please confirm your email address: until you do, we only send you the confirmation link and password resets.',
  sendAgain: 'Send the confirmation link again',
} as const;

/** How long a mailed confirmation link works. */
export const EMAIL_CONFIRMATION_HOURS = 48;
