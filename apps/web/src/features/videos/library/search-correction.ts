import type { Video } from '@jetsweat/contract';

/** The fields the server's search reads (library-search-store.ts), as the card carries them. */
const searchedFields = (v: Video) => [v.title, v.instructor, v.studioName, v.classType];

/** Edit distance between two words (insert, delete, replace: one each). */
function distance(a: string, b: string): number {
  let row = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const next = [i];
    for (let j = 1; j <= b.length; j++)
      next[j] = Math.min(
        row[j]! + 1,
        next[j - 1]! + 1,
        row[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      );
    row = next;
  }
  return row[b.length]!;
}

/**
 * What a typo search was taken for, or undefined when the words were found as typed. The server
 * ranks every class holding the words as typed above every class only close to them, so when the
 * best match holds them in none of its searched fields, no class does and the whole list is the
 * typo forgiven. Each word not found is then the best match's closest word (issue 56: the list
 * never said a typo had been corrected).
 */
export function correctedSearch(search: string, best: Video | undefined): string | undefined {
  const words = search.trim();
  if (!words || !best) return undefined;
  const fields = searchedFields(best);
  const lower = words.toLowerCase();
  if (fields.some((f) => f.toLowerCase().includes(lower))) return undefined;
  const known = fields.flatMap((f) => f.split(/\s+/)).filter(Boolean);
  const corrected = words.split(/\s+/).map((word) => {
    const w = word.toLowerCase();
    if (fields.some((f) => f.toLowerCase().includes(w))) return word;
    let closest = word;
    let least = Infinity;
    for (const k of known) {
      const d = distance(w, k.toLowerCase());
      if (d < least) [closest, least] = [k, d];
    }
    return closest;
  });
  const said = corrected.join(' ');
  return said.toLowerCase() === lower ? undefined : said;
}
