import type { MemberPack, PackPurchaseBody, RequiresAction } from '@jetsweat/contract';
import { api } from '../../../lib/api.ts';

/** POST /api/user/pack/purchase: one press of Buy (its key), paid with the card given. */
export const buyPack = (body: PackPurchaseBody) =>
  api<MemberPack | RequiresAction>('/api/user/pack/purchase', { body });
