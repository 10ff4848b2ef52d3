import { describe, expect, it } from 'vitest';
import { brand } from '@jetsweat/contract';
import { contrastRatio, inkFor } from './branding.ts';

describe('contrastRatio', () => {
  it('gives the WCAG figures', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBe(1);
    // The order of the two colours does not matter.
    expect(contrastRatio('#457b9d', '#ffffff')).toBeCloseTo(contrastRatio('#ffffff', '#457b9d'));
  });
});

describe('inkFor', () => {
  it("keeps the brand's dark green on JetSweat's light green", () => {
    expect(inkFor(brand.colours.lightGreen)).toBe(brand.colours.darkGreen);
  });

  it('writes white on dark studio colours and black on mid-tones where neither green nor white reads', () => {
    expect(inkFor('#2b4162')).toBe('#ffffff');
    // #2a9d8f: white 3.3:1, dark green 3.8:1, black 6.3:1.
    expect(inkFor('#2a9d8f')).toBe('#000000');
  });

  it('reaches 4.5:1 on every colour', () => {
    const steps = [0, 0x33, 0x66, 0x99, 0xcc, 0xff, 0x45, 0x7b, 0x9d, 0x11, 0x8a, 0xb2];
    const hex = (n: number) => n.toString(16).padStart(2, '0');
    for (const r of steps)
      for (const g of steps)
        for (const b of steps) {
          const colour = `#${hex(r)}${hex(g)}${hex(b)}`;
          expect(contrastRatio(colour, inkFor(colour)), colour).toBeGreaterThanOrEqual(4.5);
        }
  });
});
