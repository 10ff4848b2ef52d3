import { useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { AuthenticationDialog } from './authentication-dialog.tsx';
import {
  CardPaymentContext,
  CardPaymentError,
  type CardImpl,
  type CardPaymentContextValue,
} from './context.ts';
import { usePaymentConfig } from './payment-config.ts';

const NOT_READY = 'The payment form is still loading. Please try again in a moment.';

/**
 * Holds one card form's state: which gateway runs, the card fields' implementation once they are
 * mounted, and (sandbox) the bank's authentication dialog. Wrap a payment form in it, put
 * <CardFields /> inside, and call useCardPayment() there.
 */
export function CardPaymentProvider({ children }: { children: ReactNode }) {
  const { data: config } = usePaymentConfig();
  const [impl, setImpl] = useState<CardImpl | null>(null);
  const [auth, setAuth] = useState<{ amountCents: number } | null>(null);
  const answer = useRef<((outcome: 'complete' | 'fail') => void) | null>(null);

  const askAuthentication = useCallback(
    (amountCents: number) =>
      new Promise<'complete' | 'fail'>((resolve) => {
        answer.current = resolve;
        setAuth({ amountCents });
      }),
    [],
  );

  const settle = useCallback((outcome: 'complete' | 'fail') => {
    answer.current?.(outcome);
    answer.current = null;
    setAuth(null);
  }, []);

  const value = useMemo<CardPaymentContextValue>(() => {
    const need = () => {
      if (!impl) throw new CardPaymentError(NOT_READY);
      return impl;
    };
    return {
      gateway: config?.gateway ?? null,
      publishableKey: config?.publishable ?? null,
      ready: impl !== null,
      register: setImpl,
      askAuthentication,
      createToken: (name) => need().createToken(name),
      createPaymentMethod: (name) => need().createPaymentMethod(name),
      confirmPayment: (clientSecret, opts) => need().confirmPayment(clientSecret, opts),
      handleAction: (clientSecret, amountCents) => need().handleAction(clientSecret, amountCents),
      clear: () => impl?.clear(),
      wallet: async (opts) => (impl?.wallet ? impl.wallet(opts) : null),
    };
  }, [config, impl, askAuthentication]);

  return (
    <CardPaymentContext.Provider value={value}>
      {children}
      {auth ? <AuthenticationDialog amountCents={auth.amountCents} onAnswer={settle} /> : null}
    </CardPaymentContext.Provider>
  );
}
