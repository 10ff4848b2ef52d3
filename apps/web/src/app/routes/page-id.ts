/** The id in a page's address, as the page reads it (Number), or null where it names none. */
export function pageId(param: string | undefined): number | null {
  const id = Number(param);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}
