const capitalise = (word: string) =>
  word ? word[0]!.toUpperCase() + word.slice(1).toLowerCase() : word;

/** Partner-pass links carry a name: split on the first space into first and last, capitalised. */
export function splitPartnerName(
  firstname: string | null,
  lastname: string | null,
): { firstName: string; lastName: string } {
  const first = (firstname ?? '').trim();
  const last = (lastname ?? '').trim();
  if (!last && first.includes(' ')) {
    const [head, ...rest] = first.split(/\s+/);
    return { firstName: capitalise(head ?? ''), lastName: rest.map(capitalise).join(' ') };
  }
  return {
    firstName: first.split(/\s+/).map(capitalise).join(' '),
    lastName: last.split(/\s+/).map(capitalise).join(' '),
  };
}
