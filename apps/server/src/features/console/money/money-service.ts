import type { CouponCreate, CouponUpdate, PackCreate, PackUpdate } from '@jetsweat/contract';
import type { Deps } from '../../../platform/deps.ts';
import { studioPages } from '../../studios/service.ts';
import type { ConsoleCaller } from '../console-access.ts';
import { createCoupon, readCoupons, readRedemptions, updateCoupon } from './coupons.ts';
import { refundPackSale } from './pack-refunds.ts';
import { createPack, readPackSales, readPacks, updatePack } from './packs.ts';
import { readPrices, savePrice } from './prices.ts';
import { readRefundsOwed } from './refunds-owed.ts';
import { readRevenue, revenueCsv } from './revenue.ts';

/** The console's money (issue 25, point 5): each use case asks console-access.ts's rule first. */
export function createMoneyService(deps: Deps) {
  return {
    coupons: (caller: ConsoleCaller, studioId: number) => readCoupons(deps, caller, studioId),
    createCoupon: (caller: ConsoleCaller, studioId: number, c: CouponCreate) =>
      createCoupon(deps, caller, studioId, c),
    updateCoupon: (caller: ConsoleCaller, studioId: number, couponId: number, u: CouponUpdate) =>
      updateCoupon(deps, caller, studioId, couponId, u),
    redemptions: (caller: ConsoleCaller, studioId: number, couponId: number) =>
      readRedemptions(deps, caller, studioId, couponId),
    packs: (caller: ConsoleCaller, studioId: number) => readPacks(deps, caller, studioId),
    createPack: (caller: ConsoleCaller, studioId: number, p: PackCreate) =>
      createPack(deps, caller, studioId, p),
    updatePack: (caller: ConsoleCaller, studioId: number, packId: number, u: PackUpdate) =>
      updatePack(deps, caller, studioId, packId, u),
    packSales: (caller: ConsoleCaller, studioId: number, page: number) =>
      readPackSales(deps, caller, studioId, page),
    refundPackSale: (
      caller: ConsoleCaller,
      studioId: number,
      purchaseId: number,
      gatewayFailed: (err: unknown) => void,
    ) => refundPackSale(deps, caller, studioId, purchaseId, gatewayFailed),
    prices: (caller: ConsoleCaller, studioId: number) => readPrices(deps, caller, studioId),
    savePrice: (caller: ConsoleCaller, studioId: number, packageId: string, cents: number) =>
      savePrice(deps, caller, studioId, packageId, cents),
    revenue: (caller: ConsoleCaller, studioId: number) => readRevenue(deps, caller, studioId),
    refundsOwed: (caller: ConsoleCaller, studioId: number) =>
      readRefundsOwed(deps, caller, studioId),
    /** The CSV file and its name: the studio's short name and the months it covers. */
    async revenueCsv(caller: ConsoleCaller, studioId: number) {
      const revenue = await readRevenue(deps, caller, studioId);
      const page = await studioPages.find(deps.db, studioId);
      const first = revenue.months[0]!.month;
      const last = revenue.months.at(-1)!.month;
      return {
        fileName: `jetsweat-revenue-${page?.shortName ?? studioId}-${first}-to-${last}.csv`,
        body: revenueCsv(page?.name ?? String(studioId), revenue),
      };
    },
  };
}
export type MoneyService = ReturnType<typeof createMoneyService>;
