import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormField } from './field.tsx';
import { Input } from './input.tsx';
import { Select } from './select.tsx';
import { Textarea } from './textarea.tsx';
import { inBox } from './story-helpers.tsx';

const meta = {
  title: 'Forms/FormField',
  component: FormField,
  args: {
    label: 'Email',
    description: 'The lawyer replies to this address.',
    children: <Input type="email" name="email" autoComplete="email" />,
  },
  decorators: [inBox('max-w-md')],
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'The lawyer replies to this address.',
    );
  },
};

export const Required: Story = { args: { required: true } };

export const WithError: Story = {
  args: {
    required: true,
    error: 'Please enter a valid email address',
    children: <Input type="email" name="email" defaultValue="jean@" />,
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'The lawyer replies to this address. Please enter a valid email address',
    );
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { children: <Input type="email" name="email" disabled defaultValue="jean@example.com" /> },
};

export const WithTextarea: Story = {
  args: {
    label: 'Message',
    description: 'At least 10 characters.',
    error: 'Message must be at least 10 characters',
    children: <Textarea name="message" defaultValue="Help" />,
  },
};

export const WithSelect: Story = {
  args: {
    label: 'Legal issue',
    description: undefined,
    children: (
      <Select name="legalIssue" placeholder="Select a legal issue">
        <option value="divorce">Divorce</option>
        <option value="child-custody">Child Custody</option>
        <option value="other">Other</option>
      </Select>
    ),
  },
};

export const LongText: Story = {
  args: {
    label: 'Describe the outcome you hope for, including any deadlines set by a court or tribunal',
    description:
      'Include dates of hearings, filing deadlines and limitation periods you know about. Do not include confidential information you would not want a lawyer you have not hired to see.',
    error:
      'This description is longer than the 2,000 characters the lawyer’s inbox accepts; please shorten it.',
    children: <Textarea name="outcome" />,
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
