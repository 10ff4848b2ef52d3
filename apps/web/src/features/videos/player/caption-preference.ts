const KEY = 'jetsweat.captions';

/** Whether the member last had captions on (off until they choose). */
export function readPreference(): boolean {
  try {
    return localStorage.getItem(KEY) === 'on';
  } catch {
    return false;
  }
}

export function writePreference(on: boolean): void {
  try {
    localStorage.setItem(KEY, on ? 'on' : 'off');
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
