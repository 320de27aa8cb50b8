// The refund rule written in specs/booking.yaml: cancelled 24 hours or more before departure,
// everything back (`full`); later, half, rounded down to the cent (`half`). After departure no
// cancellation is taken at all (the handler answers 400 first).
export const FULL_REFUND_NOTICE_MS = 24 * 3600_000;

export function refundFor(totalCents: number, departure: Date, now: Date): { cents: number; rule: 'full' | 'half' } {
  return departure.getTime() - now.getTime() >= FULL_REFUND_NOTICE_MS ? { cents: totalCents, rule: 'full' } : { cents: Math.floor(totalCents / 2), rule: 'half' };
}
