import { api } from '../../../lib/api.ts';

/**
 * The public forms' calls: each answers the thanks to show, and takes the form's request id so a
 * resubmission is the same message. Nothing here is read back, so there is nothing to invalidate.
 */
export const sendContactMessage = (body: Record<string, unknown>) =>
  api<string>('/api/marketing/contact', { body, token: null });

export const sendDemoRequest = (body: Record<string, unknown>) =>
  api<string>('/api/marketing/demo-request', { body, token: null });

export const subscribeToNewsletter = (body: Record<string, unknown>) =>
  api<string>('/api/marketing/newsletter', { body, token: null });
