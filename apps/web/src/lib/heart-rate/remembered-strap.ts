/**
 * The id of the strap paired on this browser, kept in local storage so a later visit reconnects
 * it without the chooser (Web Bluetooth's device ids are stable per site). Storage that refuses
 * (private mode, full, blocked) only means the strap is asked for again next time.
 */
import { STRAP_STORAGE_KEY } from '../storage.ts';

export type StrapStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

export class RememberedStrap {
  constructor(private readonly storage: StrapStorage | null = browserStorage()) {}

  get id(): string | null {
    return this.#safely(() => this.storage?.getItem(STRAP_STORAGE_KEY)) ?? null;
  }

  remember(id: string): void {
    this.#safely(() => this.storage?.setItem(STRAP_STORAGE_KEY, id));
  }

  forget(): void {
    this.#safely(() => this.storage?.removeItem(STRAP_STORAGE_KEY));
  }

  #safely<T>(act: () => T): T | undefined {
    try {
      return act();
    } catch {
      return undefined;
    }
  }
}

function browserStorage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
