import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TextLink } from './link.tsx';
import { focusedByTab, hoveredOver } from './story-helpers.tsx';

const meta = {
  title: 'Actions/TextLink',
  component: TextLink,
  args: { href: '#guides', children: 'Read the legal guide' },
  argTypes: { variant: { control: 'select', options: ['default', 'muted'] } },
} satisfies Meta<typeof TextLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Muted: Story = { args: { variant: 'muted', children: 'Privacy policy' } };

export const InText: Story = {
  render: (args) => (
    <p className="max-w-prose text-base">
      Every province has a law society. <TextLink {...args}>Find yours</TextLink> to check a
      lawyer&apos;s licence.
    </p>
  ),
};

export const Focused: Story = focusedByTab('link');

export const Hovered: Story = hoveredOver('link');

export const AsChild: Story = {
  render: (args) => (
    <TextLink {...args} asChild>
      <a href="#router">Rendered by the router&apos;s link</a>
    </TextLink>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', '#router');
  },
};

export const LongText: Story = {
  args: {
    children:
      'Understanding the difference between provincial and federal jurisdiction in Canadian family law',
  },
  render: (args) => (
    <div className="w-60">
      <TextLink {...args} />
    </div>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
