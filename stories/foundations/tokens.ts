import { vars } from '../../design-system/theme/contract.css';

/**
 * The token groups of the theme contract, read from `vars` itself: a token added to or removed
 * from the contract appears on or leaves the foundations pages without an edit here.
 */
export type TokenGroup = keyof typeof vars;
export const tokenNames = <G extends TokenGroup>(group: G) => Object.keys(vars[group]) as (keyof (typeof vars)[G] & string)[];
export const tokenRef = <G extends TokenGroup>(group: G, name: keyof (typeof vars)[G]) => vars[group][name] as string;

/** `rgb(107, 63, 160)` / `rgba(17, 20, 24, 0.55)` → `#6b3fa0` / `#11141880`, as designers write colours. */
export function toHex(color: string): string {
  const match = /rgba?\(([^)]+)\)/.exec(color);
  if (!match) return color;
  const [r = 0, g = 0, b = 0, a = 1] = match[1]!.split(/[ ,/]+/).filter(Boolean).map(Number);
  const hex = (value: number) => Math.round(value).toString(16).padStart(2, '0');
  return `#${hex(r)}${hex(g)}${hex(b)}${a < 1 ? hex(a * 255) : ''}`;
}

function luminance(hex: string): number {
  const channel = (index: number) => {
    const value = parseInt(hex.slice(1 + index * 2, 3 + index * 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two opaque `#rrggbb` colours (1 to 21). */
export function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** `cubic-bezier(0.2, 0, 0, 1)` → its four numbers, or null for a keyword easing. */
export function bezierPoints(easing: string): [number, number, number, number] | null {
  const match = /cubic-bezier\(([^)]+)\)/.exec(easing);
  const points = match?.[1]!.split(',').map(Number);
  return points?.length === 4 && points.every(Number.isFinite) ? (points as [number, number, number, number]) : null;
}
