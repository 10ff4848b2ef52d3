import { api } from '../../../lib/api.ts';

/** POST /api/user/reset-password: mails a link to choose a new password. */
export const requestPasswordReset = (email: string, studioId?: number) =>
  api<string>(`/api/user/reset-password${studioId ? `?studioId=${studioId}` : ''}`, {
    body: { email },
    token: null,
  });

/** POST /api/user/reset-password/confirm: the new password, with the link's token. */
export const chooseNewPassword = (token: string, password: string) =>
  api<string>('/api/user/reset-password/confirm', { body: { token, password }, token: null });
