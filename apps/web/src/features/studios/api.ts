import type { Studio, WhitelabelStudio } from '@jetsweat/contract';
import { api } from '../../lib/api.ts';
import { loadOnce } from '../../lib/use-resource.ts';

export const studiosApi = {
  whitelabels: () => api<WhitelabelStudio[]>('/api/studio/listWhitelabels', { token: null }),
  catalogue: () => api<Studio[]>('/api/basic/webStudiosInfo', { token: null }),
  logo: (slug: string) =>
    api<{ logoUrl: string }>(`/api/studio/logos/${encodeURIComponent(slug)}`, { token: null }),
  /** Every studio with a page: the catalogue and the white-label-only studios. */
  withPages: () => api<Studio[]>('/api/basic/studios', { token: null }),
  classTypes: () => api<string[]>('/api/basic/classTypes', { token: null }),
};

/** The lists change rarely: one load per visit, shared by every page and the menu. */
export const CATALOGUE = 'studios:catalogue';
export const WITH_PAGES = 'studios:with-pages';
export const loadCatalogue = () => loadOnce(CATALOGUE, studiosApi.catalogue);
export const loadStudiosWithPages = () => loadOnce(WITH_PAGES, studiosApi.withPages);
