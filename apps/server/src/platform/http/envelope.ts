import type { Ok } from '@jetsweat/contract';

export const ok = <T>(content: T): Ok<T> => ({ status: 1, content });
