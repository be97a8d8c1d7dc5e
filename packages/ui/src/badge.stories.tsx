import type { Meta, StoryObj } from '@storybook/react-vite';
import { Badge } from './badge.tsx';
import { CheckIcon } from './icons.tsx';

const meta = {
  title: 'Display/Badge',
  component: Badge,
  args: { children: 'Family Law' },
  argTypes: {
    variant: {
      control: 'select',
      options: ['default', 'secondary', 'outline', 'accent', 'success', 'warning', 'destructive'],
    },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2">
      <Badge>Family Law</Badge>
      <Badge variant="secondary">+3 more</Badge>
      <Badge variant="outline">French</Badge>
      <Badge variant="accent">Featured</Badge>
      <Badge variant="success">
        <CheckIcon /> Verified
      </Badge>
      <Badge variant="warning">Self-reported</Badge>
      <Badge variant="destructive">High Risk</Badge>
    </div>
  ),
};

export const LongText: Story = {
  args: {
    children: 'Intellectual Property, Technology and Entertainment Law',
    variant: 'secondary',
  },
  render: (args) => (
    <div className="w-48">
      <Badge {...args} className="whitespace-normal" />
    </div>
  ),
};

export const Mobile: Story = {
  ...Variants,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
