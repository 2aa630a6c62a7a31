/** The heatmap's hue: the theme's primary blue (#1d4ed8). */
const HUE = [29, 78, 216] as const;

/** WCAG relative luminance of an sRGB colour. */
function luminance(rgb: readonly number[]): number {
  const [r, g, b] = rgb.map((v) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/**
 * A heatmap cell's colours for its share (0 to 1) of the largest cell: the hue from light to strong, as laid over the
 * white panel, and whichever of black or white text reads better on it (always 4.5:1 or more, WCAG AA).
 */
export function heatCell(share: number): { background: string; color: string } {
  const alpha = 0.08 + 0.72 * Math.min(1, Math.max(0, share));
  const rgb = HUE.map((c) => Math.round(255 + (c - 255) * alpha));
  const l = luminance(rgb);
  return { background: `rgb(${rgb.join(', ')})`, color: (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#ffffff' };
}
