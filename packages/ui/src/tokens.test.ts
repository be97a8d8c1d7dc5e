import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const css = readFileSync(join(import.meta.dirname, 'theme.css'), 'utf8');

function readColorTokens(): Map<string, string> {
  const tokens = new Map<string, string>();
  for (const match of css.matchAll(/--color-([a-z0-9-]+):\s*(#[0-9a-f]{6});/gi)) {
    tokens.set(match[1]!, match[2]!.toLowerCase());
  }
  return tokens;
}

function relativeLuminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [
    number,
    number,
  ];
  return (light + 0.05) / (dark + 0.05);
}

const tokens = readColorTokens();

function token(name: string): string {
  const value = tokens.get(name);
  if (!value) throw new Error(`theme.css has no --color-${name}`);
  return value;
}

// Text colours and the backgrounds the components put them on.
const textPairs: Array<[string, string]> = [
  ['foreground', 'background'],
  ['foreground', 'muted'],
  ['muted-foreground', 'background'],
  ['muted-foreground', 'muted'],
  ['card-foreground', 'card'],
  ['popover-foreground', 'popover'],
  ['primary', 'background'],
  ['primary-foreground', 'primary'],
  ['primary-foreground', 'primary-hover'],
  ['primary-subtle-foreground', 'primary-subtle'],
  ['secondary-foreground', 'secondary'],
  ['secondary-foreground', 'secondary-hover'],
  ['accent-foreground', 'accent'],
  ['accent-foreground', 'accent-hover'],
  ['accent-text', 'background'],
  ['success', 'background'],
  ['success-foreground', 'success'],
  ['success-subtle-foreground', 'success-subtle'],
  ['warning', 'background'],
  ['warning-foreground', 'warning'],
  ['warning-subtle-foreground', 'warning-subtle'],
  ['danger', 'background'],
  ['danger-foreground', 'danger'],
  ['danger-foreground', 'danger-hover'],
  ['danger-subtle-foreground', 'danger-subtle'],
];

// Borders that identify a control, and the focus ring (WCAG 1.4.11 non-text contrast).
const nonTextPairs: Array<[string, string]> = [
  ['input', 'background'],
  ['ring', 'background'],
  ['danger', 'background'],
];

describe('design tokens', () => {
  it.each(textPairs)('text %s on %s reaches 4.5:1', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(nonTextPairs)('control colour %s on %s reaches 3:1', (border, background) => {
    expect(contrastRatio(token(border), token(background))).toBeGreaterThanOrEqual(3);
  });

  it('computes the reference contrast of black on white as 21:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
  });
});
