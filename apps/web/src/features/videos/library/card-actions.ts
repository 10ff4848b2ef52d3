import { createContext, useContext, type ReactNode } from 'react';
import type { Video } from '@jetsweat/contract';

/**
 * What a class card in the library offers besides opening the class (the favourites feature's
 * heart, handed in by src/app), so every list of the page shows it without passing it down.
 */
export const CardActionsContext = createContext<((video: Video) => ReactNode) | null>(null);

export function useCardActions(): (video: Video) => ReactNode {
  return useContext(CardActionsContext) ?? (() => null);
}
