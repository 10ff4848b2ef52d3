/** The accounts feature's query keys. */
export const accountsKeys = {
  all: ['accounts'] as const,
  currentUser: (token: string) => [...accountsKeys.all, 'current-user', token] as const,
};
