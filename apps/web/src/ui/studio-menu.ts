import { useCallback, useState } from 'react';
import { paths } from '../../app/paths.ts';
import { loadCatalogue } from './api.ts';

export interface MenuItem {
  to: string;
  label: string;
}

/**
 * The partner studios for the navigation's dropdown. The list loads when the menu first opens,
 * so pages that never open it do not pay for it.
 */
export function useStudioMenu(): { items: MenuItem[]; load: () => void } {
  const [studios, setStudios] = useState<MenuItem[]>([]);
  const load = useCallback(() => {
    loadCatalogue().then(
      (list) => setStudios(list.map((s) => ({ to: paths.studio(s.shortName), label: s.name }))),
      () => setStudios([]),
    );
  }, []);
  return { items: [{ to: paths.studios, label: 'All studios' }, ...studios], load };
}
