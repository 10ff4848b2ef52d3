import type { SubscriptionSummary, User, UserInfo } from '@jetsweat/contract';
import { api } from '../../lib/api.ts';

const studioPart = (studio: string | undefined) => encodeURIComponent(studio ?? '');

export const accountsApi = {
  register: (userInfo: UserInfo, studio?: string) =>
    api<{ authToken: string }>(
      studio ? `/api/user/register/${studioPart(studio)}` : '/api/user/register',
      {
        body: { userInfo },
        token: null,
      },
    ),
  registerPartner: (userInfo: UserInfo & { token: string }) =>
    api<{ authToken: string }>('/api/user/register/gympass', { body: { userInfo }, token: null }),
  login: (email: string, password: string, studio?: string) =>
    api<User>(`/api/user/login/${studioPart(studio)}`, { body: { email, password }, token: null }),
  logout: (token: string) => api<string>('/api/user/logout', { method: 'POST', token }),
  me: (token: string) => api<User>('/api/user/me', { token }),
  subscription: (token: string) => api<SubscriptionSummary>('/api/user/subscription', { token }),
  resetPassword: (email: string, studioId?: number) =>
    api<string>(`/api/user/reset-password${studioId ? `?studioId=${studioId}` : ''}`, {
      body: { email },
      token: null,
    }),
  chooseNewPassword: (token: string, password: string) =>
    api<string>('/api/user/reset-password/confirm', { body: { token, password }, token: null }),
  saveProfile: (
    userInfo: Partial<Pick<User, 'firstName' | 'lastName' | 'birthday' | 'weight' | 'gender'>>,
  ) => api<User>('/api/user/save', { method: 'PUT', body: { userInfo } }),
};
