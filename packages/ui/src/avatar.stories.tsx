import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Avatar } from './avatar.tsx';

// A self-contained image so the story never needs the network.
const portrait =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 64 64'%3E%3Crect width='64' height='64' fill='%231e3a8a'/%3E%3Ccircle cx='32' cy='26' r='12' fill='%23fbbf24'/%3E%3Crect x='14' y='42' width='36' height='22' rx='11' fill='%23fbbf24'/%3E%3C/svg%3E";

const meta = {
  title: 'Display/Avatar',
  component: Avatar,
  args: { name: 'Sarah Chen', size: 'lg' },
  argTypes: { size: { control: 'select', options: ['sm', 'md', 'lg', 'xl'] } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Initials: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Sarah Chen' })).toHaveTextContent('SC');
  },
};

export const WithImage: Story = {
  args: { src: portrait },
  play: async ({ canvas }) => {
    // One image named after the person; the photo inside it has loaded over the initials.
    const avatar = canvas.getByRole('img', { name: 'Sarah Chen' });
    await waitFor(() => {
      const photo = avatar.querySelector('img');
      expect(photo?.complete && photo.naturalWidth > 0).toBe(true);
    });
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
  },
};

export const BrokenImage: Story = {
  args: { src: '/missing-photo.jpg', name: 'Jean-François Tremblay' },
  play: async ({ canvas }) => {
    const avatar = await canvas.findByRole('img', { name: 'Jean-François Tremblay' });
    await expect(avatar).toHaveTextContent('JT');
    // The photo that failed is removed: the initials show, not a broken image.
    await waitFor(() => expect(avatar.querySelector('img')).toBeNull());
  },
};

export const Decorative: Story = {
  args: { decorative: true },
  render: (args) => (
    <div className="flex items-center gap-3">
      <Avatar {...args} />
      <span className="font-semibold">{args.name}</span>
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).not.toBeInTheDocument();
  },
};

export const Sizes: Story = {
  render: (args) => (
    <div className="flex items-end gap-3">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
      <Avatar {...args} size="xl" />
    </div>
  ),
};

export const LongName: Story = {
  args: { name: 'Maître Marie-Ève Bélanger-Castonguay des Rosiers' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
