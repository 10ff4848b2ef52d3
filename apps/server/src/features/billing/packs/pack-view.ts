import type { ClassPack } from '@jetsweat/contract';
import type { ClassPackRow } from './class-pack-store.ts';

/** A studio's pack as its answers show it: the member's list of what it sells, and the console's. */
export const packView = (p: ClassPackRow): ClassPack => ({
  id: p.id,
  studioId: p.studio_id,
  name: p.name,
  credits: p.credits,
  priceCents: p.price_cents,
  validDays: p.valid_days,
  intro: p.intro,
  onSale: p.on_sale,
});
