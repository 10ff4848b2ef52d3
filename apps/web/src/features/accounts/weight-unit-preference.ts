import { weightUnits, type WeightUnit } from '@jetsweat/contract';

const KEY = 'jetsweat.weightUnit';

/** The unit the member last entered their weight in (pounds until they choose). */
export function readWeightUnit(): WeightUnit {
  try {
    const kept = localStorage.getItem(KEY);
    return weightUnits.find((u) => u === kept) ?? 'lb';
  } catch {
    return 'lb';
  }
}

export function writeWeightUnit(unit: WeightUnit): void {
  try {
    localStorage.setItem(KEY, unit);
  } catch {
    // Private browsing may refuse storage; the choice then lasts for this page only.
  }
}
