import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Checkbox } from './checkbox.tsx';
import { Label } from './label.tsx';
import { disabledStory } from './story-helpers.tsx';

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: { id: 'terms', onCheckedChange: fn() },
  render: (args) => (
    <div className="flex items-center gap-2">
      <Checkbox {...args} />
      <Label htmlFor={args.id}>I agree to the terms of service</Label>
    </div>
  ),
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const checkbox = canvas.getByRole('checkbox', { name: 'I agree to the terms of service' });
    await userEvent.click(canvas.getByText('I agree to the terms of service'));
    await expect(checkbox).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenCalledWith(true);
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const checkbox = canvas.getByRole('checkbox');
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

export const Indeterminate: Story = {
  args: { checked: 'indeterminate' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox')).toBePartiallyChecked();
  },
};

export const Disabled: Story = disabledStory('checkbox', {
  disabled: true,
  defaultChecked: true,
});

export const WithError: Story = {
  args: { 'aria-invalid': true, 'aria-describedby': 'terms-error' },
  render: (args) => (
    <div className="grid gap-1">
      <div className="flex items-center gap-2">
        <Checkbox {...args} />
        <Label htmlFor={args.id}>I agree to the terms of service</Label>
      </div>
      <p id="terms-error" className="text-sm font-medium text-danger">
        You must accept the terms to continue
      </p>
    </div>
  ),
};

export const LongText: Story = {
  render: (args) => (
    <div className="flex max-w-xs items-start gap-2">
      <Checkbox {...args} className="mt-0.5" />
      <Label htmlFor={args.id} className="leading-snug">
        I confirm that the information in my profile is accurate and that I am a member in good
        standing of my provincial or territorial law society
      </Label>
    </div>
  ),
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
