import { api } from '../../../lib/api.ts';

/** POST /api/user/confirm-email: the token of the link mailed to the address. */
export const confirmEmail = (token: string) =>
  api<string>('/api/user/confirm-email', { body: { token }, token: null });

/** POST /api/user/confirm-email/resend: mails the logged-in person another link. */
export const resendConfirmation = () =>
  api<string>('/api/user/confirm-email/resend', { method: 'POST' });
