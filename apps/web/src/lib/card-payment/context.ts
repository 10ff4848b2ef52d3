import { createContext, useContext } from 'react';
import type { PaymentGatewayKind } from '@jetsweat/contract';

/** How a confirmation ended: paid (or set up), or why not, in words for the buyer. */
export type ConfirmResult = { ok: true; intentId: string } | { ok: false; message: string };

/** A card the form or the gateway refused; `message` is for the buyer. */
export class CardPaymentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CardPaymentError';
  }
}

/** A wallet (Apple Pay) the browser offers: open its sheet from our button, and its events. */
export interface WalletSession {
  show(): void;
  /** The buyer chose a card in the wallet: pay with its payment method; answer whether it worked. */
  onPaymentMethod(handler: (paymentMethodId: string) => Promise<boolean>): void;
  onCancel(handler: () => void): void;
}

/** What one gateway's card fields can do with the card typed into them. */
export interface CardImpl {
  /** Apple Pay, when the gateway and the browser offer it; null otherwise. */
  wallet?(opts: { amountCents: number; label: string }): Promise<WalletSession | null>;
  createToken(name: string): Promise<string>;
  createPaymentMethod(name: string): Promise<string>;
  /**
   * Pays a payment intent (pi_…) or sets up a setup intent (seti_…) with the card in the form, or
   * with `paymentMethod`, including the bank's authentication step.
   */
  confirmPayment(
    clientSecret: string,
    opts: { name: string; paymentMethod?: string | undefined },
  ): Promise<ConfirmResult>;
  /** Finishes an intent the server confirmed that waits for the buyer (authentication). */
  handleAction(clientSecret: string, amountCents: number): Promise<ConfirmResult>;
  /** Clears what was typed. */
  clear(): void;
}

export interface CardPayment {
  /** 'sandbox' or 'stripe' once the configuration is known; null while loading or if it failed. */
  gateway: PaymentGatewayKind | null;
  publishableKey: string | null;
  /** True once the card fields can take a payment (spec 2.8: Confirm Order waits for this). */
  ready: boolean;
  createToken(name: string): Promise<string>;
  createPaymentMethod(name: string): Promise<string>;
  confirmPayment(
    clientSecret: string,
    opts: { name: string; paymentMethod?: string },
  ): Promise<ConfirmResult>;
  handleAction(clientSecret: string, amountCents: number): Promise<ConfirmResult>;
  clear(): void;
  wallet(opts: { amountCents: number; label: string }): Promise<WalletSession | null>;
}

export interface CardPaymentContextValue extends CardPayment {
  register(impl: CardImpl | null): void;
  /** Sandbox only: asks the buyer to pass or fail the bank's authentication step. */
  askAuthentication(amountCents: number): Promise<'complete' | 'fail'>;
}

export const CardPaymentContext = createContext<CardPaymentContextValue | null>(null);

/**
 * The card payment of the nearest <CardPaymentProvider>: make a token or payment method from the
 * card typed into its <CardFields />, or confirm a payment intent by its client secret.
 */
export function useCardPayment(): CardPayment {
  const value = useContext(CardPaymentContext);
  if (!value) throw new Error('useCardPayment needs a CardPaymentProvider');
  return value;
}

export function useCardPaymentInternals(): CardPaymentContextValue {
  const value = useContext(CardPaymentContext);
  if (!value) throw new Error('Card fields need a CardPaymentProvider');
  return value;
}
