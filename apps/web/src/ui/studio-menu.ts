import { useState } from 'react';
import { useStudioCatalogue } from '../lib/studio-catalogue.ts';
import { paths } from '../lib/paths.ts';

export interface MenuItem {
  to: string;
  label: string;
}

/**
 * The partner studios for the navigation's dropdown. The list loads when the menu first opens,
 * so pages that never open it do not pay for it.
 */
export function useStudioMenu(): { items: MenuItem[]; load: () => void } {
  const [wanted, setWanted] = useState(false);
  const catalogue = useStudioCatalogue(wanted);
  const studios = (catalogue.data ?? []).map((s) => ({
    to: paths.studio(s.shortName),
    label: s.name,
  }));
  return {
    items: [{ to: paths.studios, label: 'All studios' }, ...studios],
    load: () => setWanted(true),
  };
}
