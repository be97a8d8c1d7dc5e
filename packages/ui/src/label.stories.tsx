import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input.tsx';
import { Label } from './label.tsx';

const meta = {
  title: 'Forms/Label',
  component: Label,
  args: { htmlFor: 'full-name', children: 'Full name' },
  render: (args) => (
    <div className="grid max-w-sm gap-1.5">
      <Label {...args} />
      <Input id="full-name" />
    </div>
  ),
} satisfies Meta<typeof Label>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Full name'));
    await expect(canvas.getByRole('textbox', { name: 'Full name' })).toHaveFocus();
  },
};

export const LongText: Story = {
  args: { children: 'Full legal name as it appears on your law society membership record' },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
