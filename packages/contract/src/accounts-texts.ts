import { failedToFetchUserText, unknownErrorText } from './common-texts.ts';
import { unknownStudioText } from './studio-keys.ts';

/** Texts the specification quotes for accounts screens and calls. */
export const accountTexts = {
  invalidEmail: 'Please enter a valid email address.',
  passwordMismatch: 'Please type the same password again.',
  unknownError: unknownErrorText,
  userDoesNotExist: 'This user does not exist',
  // The mail holds a link to choose a new password, never a password: the answer says so, and
  // says the same whether or not an account uses the address.
  resetSent:
    'If an account uses this address, we have sent it a link to choose a new password. Please check your email.',
  failedToFetchUser: failedToFetchUserText,
  emailTaken: 'An account with this email already exists. Please log in instead.',
  badCredentials: 'The email or password is incorrect.',
  tooManyAttempts: 'Too many attempts. Please wait a few minutes and try again.',
  resetLinkInvalid: 'This password reset link is invalid or has expired. Please request a new one.',
  passwordChanged: 'Your password has been changed. You can now log in.',
  notLoggedIn: 'Please log in to continue.',
  unknownStudio: unknownStudioText,
  /** The start of every refusal of a guessable password; zxcvbn's warning and tips follow it. */
  weakPassword: 'That password is easy to guess. Please choose another.',
  passwordHasEmail: 'Please choose a password that does not contain your email address.',
  passwordHasName: 'Please choose a password that does not contain your name.',
  blankPassword: 'Please choose a password that is not only spaces.',
  fillEveryField: 'Please fill in every field.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 200;
