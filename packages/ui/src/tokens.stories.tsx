import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';

// Each swatch is rendered with the token pair the components use, so axe's colour-contrast
// check measures the real rendered colours, not only the numbers in tokens.test.ts.
const swatches = [
  ['bg-background text-foreground', 'foreground on background'],
  ['bg-muted text-muted-foreground', 'muted-foreground on muted'],
  ['bg-primary text-primary-foreground', 'primary'],
  ['bg-primary-hover text-primary-foreground', 'primary hover'],
  ['bg-primary-subtle text-primary-subtle-foreground', 'primary subtle'],
  ['bg-secondary text-secondary-foreground', 'secondary'],
  ['bg-accent text-accent-foreground', 'accent'],
  ['bg-background text-accent-text', 'accent text on background'],
  ['bg-success text-success-foreground', 'success'],
  ['bg-success-subtle text-success-subtle-foreground', 'success subtle'],
  ['bg-warning text-warning-foreground', 'warning'],
  ['bg-warning-subtle text-warning-subtle-foreground', 'warning subtle'],
  ['bg-danger text-danger-foreground', 'danger'],
  ['bg-danger-subtle text-danger-subtle-foreground', 'danger subtle'],
  ['bg-background text-danger', 'danger text on background'],
] as const;

const typeScale = [
  ['text-xs', 'Extra small · 12 px'],
  ['text-sm', 'Small · 14 px'],
  ['text-base', 'Base · 16 px'],
  ['text-lg', 'Large · 18 px'],
  ['text-xl', 'Extra large · 20 px'],
  ['text-2xl', 'Heading 4 · 24 px'],
  ['text-3xl', 'Heading 3 · 30 px'],
  ['text-4xl', 'Heading 2 · 36 px'],
  ['text-5xl', 'Heading 1 · 48 px'],
] as const;

const spacing = [
  [1, 'w-1'],
  [2, 'w-2'],
  [3, 'w-3'],
  [4, 'w-4'],
  [6, 'w-6'],
  [8, 'w-8'],
  [12, 'w-12'],
  [16, 'w-16'],
] as const;

function Colours() {
  return (
    <ul className="grid gap-2 sm:grid-cols-2 lg:grid-cols-3">
      {swatches.map(([classes, name]) => (
        <li key={name} className={`rounded-md border border-border p-4 text-sm ${classes}`}>
          {name}
        </li>
      ))}
    </ul>
  );
}

function Typography() {
  return (
    <ul className="grid gap-2">
      {typeScale.map(([size, name]) => (
        <li key={size} className={size}>
          {name}
        </li>
      ))}
    </ul>
  );
}

function Spacing() {
  return (
    <ul className="grid gap-2">
      {spacing.map(([step, width]) => (
        <li key={step} className="flex items-center gap-3 text-sm">
          <span className="w-16 text-muted-foreground">{step * 4} px</span>
          <span className={`h-4 bg-primary ${width}`} />
        </li>
      ))}
    </ul>
  );
}

const meta = { title: 'Foundations/Tokens', component: Colours } satisfies Meta<typeof Colours>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colour: Story = {};

export const TypeScale: Story = { render: () => <Typography /> };

export const SpacingScale: Story = { render: () => <Spacing /> };

export const FocusRing: Story = {
  render: () => (
    <button type="button" className="rounded-md bg-primary px-4 py-2 text-primary-foreground">
      Focus me
    </button>
  ),
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button');
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineColor).toBe('rgb(37, 99, 235)');
  },
};
