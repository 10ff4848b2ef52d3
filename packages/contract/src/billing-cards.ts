/**
 * Card checks shared by the sandbox card form (instant feedback) and the sandbox gateway (the
 * check that counts). The messages are Stripe's own, so both gateways speak alike.
 */
export const cardTexts = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryMonthInvalid: "Your card's expiration month is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  expiryYearInvalid: "Your card's expiration year is invalid.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  nameMissing: 'Please enter the name on the card.',
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expiredCard: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  processingError: 'An error occurred while processing your card. Try again in a little bit.',
  authenticationFailed:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  authenticationRequired:
    'Your bank needs you to confirm this payment. Please pay again with your card.',
} as const;

export type CardBrand =
  'visa' | 'mastercard' | 'amex' | 'discover' | 'diners' | 'jcb' | 'unionpay' | 'unknown';

export const digitsOnly = (s: string) => s.replace(/\D/g, '');

export function luhnValid(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

export function cardBrand(digits: string): CardBrand {
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  if (/^3(0[0-5]|[68])/.test(digits)) return 'diners';
  if (/^35/.test(digits)) return 'jcb';
  if (/^62/.test(digits)) return 'unionpay';
  return 'unknown';
}

/** How many digits a full number of this brand has (Stripe accepts 16 for most, 15 Amex, 14 Diners). */
export function cardLength(brand: CardBrand): number {
  return brand === 'amex' ? 15 : brand === 'diners' ? 14 : 16;
}

export const cvcLength = (brand: CardBrand) => (brand === 'amex' ? 4 : 3);

/** Reads 'MM / YY', 'MM/YYYY' or 'MMYY' as typed into an expiry field. */
export function parseExpiry(text: string): { month: number; year: number } | null {
  const d = digitsOnly(text);
  if (d.length !== 4 && d.length !== 6) return null;
  const month = Number(d.slice(0, 2));
  const year = d.length === 4 ? 2000 + Number(d.slice(2)) : Number(d.slice(2));
  return { month, year };
}

export interface CardInput {
  number: string;
  expMonth: number;
  expYear: number;
  cvc: string;
}

export type CardField = 'number' | 'expiry' | 'cvc';

/** Each field's problem, if it has one: what the card form shows under that field. */
export function cardProblems(card: CardInput, today: Date): Partial<Record<CardField, string>> {
  const problems: Partial<Record<CardField, string>> = {};
  const digits = digitsOnly(card.number);
  const brand = cardBrand(digits);
  if (digits.length < cardLength(brand)) problems.number = cardTexts.numberIncomplete;
  else if (digits.length > 19 || !luhnValid(digits)) problems.number = cardTexts.numberInvalid;

  const year = today.getUTCFullYear();
  const month = today.getUTCMonth() + 1;
  if (!Number.isInteger(card.expMonth) || !Number.isInteger(card.expYear) || card.expYear < 1000) {
    problems.expiry = cardTexts.expiryIncomplete;
  } else if (card.expMonth < 1 || card.expMonth > 12)
    problems.expiry = cardTexts.expiryMonthInvalid;
  else if (card.expYear < year || (card.expYear === year && card.expMonth < month))
    problems.expiry = cardTexts.expiryPast;
  else if (card.expYear > year + 50) problems.expiry = cardTexts.expiryYearInvalid;

  const cvc = card.cvc.trim();
  if (!/^\d*$/.test(cvc)) problems.cvc = cardTexts.cvcInvalid;
  else if (cvc.length < cvcLength(brand)) problems.cvc = cardTexts.cvcIncomplete;
  else if (cvc.length > cvcLength(brand)) problems.cvc = cardTexts.cvcInvalid;
  return problems;
}

/** The first problem with a card, with the field it belongs to, or null when it may be sent. */
export function cardProblem(
  card: CardInput,
  today: Date,
): { field: CardField; message: string } | null {
  const problems = cardProblems(card, today);
  for (const field of ['number', 'expiry', 'cvc'] as const) {
    const message = problems[field];
    if (message) return { field, message };
  }
  return null;
}

/** Groups digits the way the card shows them: 4-4-4-4, or 4-6-5 for Amex. */
export function formatCardNumber(text: string): string {
  const digits = digitsOnly(text).slice(0, 19);
  const groups = cardBrand(digits) === 'amex' ? [4, 6, 5] : [4, 4, 4, 4, 3];
  const parts: string[] = [];
  let at = 0;
  for (const g of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + g));
    at += g;
  }
  return parts.join(' ');
}

export function formatExpiry(text: string): string {
  const d = digitsOnly(text).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
}
