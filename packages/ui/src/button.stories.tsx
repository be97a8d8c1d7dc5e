import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Button } from './button.tsx';
import { ChevronRightIcon } from './icons.tsx';
import { disabledStory, focusedByTab, hoveredOver } from './story-helpers.tsx';

/** Each variant with the label its story shows, in the select's order. */
const variants = [
  ['primary', 'Primary'],
  ['secondary', 'Secondary'],
  ['outline', 'Outline'],
  ['ghost', 'Ghost'],
  ['destructive', 'Delete'],
  ['link', 'Link'],
] as const;

/** The text sizes with their labels (the icon size is shown with an icon). */
const sizes = [
  ['sm', 'Small'],
  ['md', 'Medium'],
  ['lg', 'Large'],
] as const;

const meta = {
  title: 'Actions/Button',
  component: Button,
  args: { children: 'Find a lawyer', onClick: fn() },
  argTypes: {
    variant: { control: 'select', options: variants.map(([variant]) => variant) },
    size: { control: 'select', options: ['sm', 'md', 'lg', 'icon'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Find a lawyer' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};

export const Variants: Story = {
  render: (args) => (
    <div className="flex flex-wrap gap-3">
      {variants.map(([variant, label]) => (
        <Button key={variant} {...args} variant={variant}>
          {label}
        </Button>
      ))}
    </div>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex flex-wrap items-center gap-3">
      {sizes.map(([size, label]) => (
        <Button key={size} {...args} size={size}>
          {label}
        </Button>
      ))}
      <Button {...args} size="icon" aria-label="Next">
        <ChevronRightIcon />
      </Button>
    </div>
  ),
};

export const Focused: Story = focusedByTab('button');

export const Hovered: Story = { args: { variant: 'outline' }, ...hoveredOver('button') };

export const Disabled: Story = disabledStory('button', { disabled: true });

export const Loading: Story = {
  args: { loading: true, children: 'Sending…' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Sending…' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(button).toBeDisabled();
  },
};

export const AsLink: Story = {
  render: (args) => (
    <Button {...args} asChild variant="outline">
      <a href="#profile">View profile</a>
    </Button>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'View profile' })).toHaveAttribute(
      'href',
      '#profile',
    );
  },
};

export const LongText: Story = {
  args: { children: 'Request a consultation with a family law specialist in Montréal' },
  render: (args) => (
    <div className="w-64">
      <Button {...args} className="w-full whitespace-normal py-2 h-auto min-h-10" />
    </div>
  ),
};

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile', isRotated: false } },
  args: { className: 'w-full', size: 'lg' },
};
