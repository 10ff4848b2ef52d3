/** The studios feature's query keys (the catalogue's, shared, is in lib/studio-catalogue.ts). */
export const studiosKeys = {
  all: ['studios'] as const,
  whitelabels: () => [...studiosKeys.all, 'whitelabels'] as const,
  logo: (slug: string) => [...studiosKeys.all, 'logo', slug] as const,
  withPages: () => [...studiosKeys.all, 'with-pages'] as const,
};
