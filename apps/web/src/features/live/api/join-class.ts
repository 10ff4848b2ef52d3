import { useMutation } from '@tanstack/react-query';
import type { Attendance } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

/** The browser's name as a person would say it, from its user agent (best effort). */
export function browserName(userAgent: string): string {
  if (/Edg\//.test(userAgent)) return 'Edge';
  if (/Firefox\//.test(userAgent)) return 'Firefox';
  if (/Chrom(e|ium)\//.test(userAgent)) return 'Chrome';
  if (/Safari\//.test(userAgent)) return 'Safari';
  return 'Other';
}

/** POST /api/events/live-class: entering the room; the same record however often one rejoins. */
export const joinClass = (liveClassId: number) =>
  api<Attendance>('/api/events/live-class', {
    body: {
      liveClassId,
      userAgent: navigator.userAgent.slice(0, 500),
      browser: browserName(navigator.userAgent),
    },
  });

export const useJoinClass = () => useMutation({ mutationFn: joinClass });
