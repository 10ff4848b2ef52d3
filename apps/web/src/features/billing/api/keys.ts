/** The billing feature's query keys (the payment setup's and a promo code's are in lib/card-payment). */
export const billingKeys = {
  all: ['billing'] as const,
  packages: (studioKey: string) => [...billingKeys.all, 'packages', studioKey] as const,
  subscription: () => [...billingKeys.all, 'subscription'] as const,
  receipts: () => [...billingKeys.all, 'receipts'] as const,
  receipt: (id: string) => [...billingKeys.receipts(), id] as const,
  dayPasses: () => [...billingKeys.all, 'day-passes'] as const,
  products: (productIds: string) => [...billingKeys.all, 'products', productIds] as const,
};
