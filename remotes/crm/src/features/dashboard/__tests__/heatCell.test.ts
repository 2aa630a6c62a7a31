import { heatCell } from '../components/heatCell';

/** WCAG contrast of two `#rrggbb` / `rgb(r, g, b)` colours. */
function contrast(a: string, b: string): number {
  const channels = (c: string) => (c.startsWith('#') ? [1, 3, 5].map((i) => parseInt(c.slice(i, i + 2), 16)) : c.match(/\d+/g)!.map(Number));
  const lum = (c: string) => {
    const [r, g, b] = channels(c).map((v) => (v / 255 <= 0.03928 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [light, dark] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

describe('heatCell', () => {
  it('gives every share of the largest cell a text colour readable on its fill (4.5:1)', () => {
    for (let i = 0; i <= 100; i++) {
      const { background, color } = heatCell(i / 100);
      expect([i, contrast(color, background) >= 4.5]).toEqual([i, true]);
    }
  });

  it('fills a larger share more strongly', () => {
    expect(contrast(heatCell(1).background, '#ffffff')).toBeGreaterThan(contrast(heatCell(0.5).background, '#ffffff'));
    expect(contrast(heatCell(0.5).background, '#ffffff')).toBeGreaterThan(contrast(heatCell(0.01).background, '#ffffff'));
  });
});
