import { bookingClosesAt, type LiveBooking, type LiveClass } from '@jetsweat/contract';
import { cancelPolicyOf } from './booking/booking-policy-store.ts';
import type { LiveClassRow } from './live-classes.ts';
import type { SeatRow } from './booking/seat-store.ts';

export function liveClassView(row: LiveClassRow): LiveClass {
  return {
    id: row.id,
    scheduledDatetime: new Date(row.scheduled_at).toISOString(),
    title: row.title,
    description: row.description,
    instructor: row.instructor,
    minutesDuration: row.minutes_duration,
    classType: row.class_type,
    level: row.level,
    studioId: row.studio_id,
    studioName: row.studio_name,
    studioShortName: row.studio_short_name,
    studioLogo: row.studio_logo,
    isOnJetsweat: row.is_on_jetsweat ? 1 : 0,
    // Stored in cents; the calls carry dollars, as the web app multiplies by 100 (spec 9).
    price: row.price_cents === null ? null : row.price_cents / 100,
    product: { availability: row.product_availability },
    capacity: row.capacity,
    seatsLeft: Math.max(0, row.seats_left),
    bookingClosesAt: new Date(
      bookingClosesAt(
        new Date(row.scheduled_at).getTime(),
        row.minutes_duration,
        row.late_booking_minutes,
      ),
    ).toISOString(),
    cancelPolicy: cancelPolicyOf(row),
  };
}

export function bookingView(seat: SeatRow): LiveBooking {
  return {
    liveClassId: seat.live_class_id,
    amount: seat.amount_cents,
    paidWith: seat.paid_with ?? 'card',
    promo: seat.promo,
    bookedAt: new Date(seat.booked_at ?? 0).toISOString(),
  };
}
