import type { BookingTerms } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

/**
 * GET /api/liveclass/upcoming/{id}/booking-terms: whether the member booked the class already and
 * whether their plan includes it, asked when Book is pressed (never kept: a purchase changes it).
 */
export const getBookingTerms = (liveClassId: number) =>
  api<BookingTerms>(`/api/liveclass/upcoming/${liveClassId}/booking-terms`);
