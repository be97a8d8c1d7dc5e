import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FormErrorSummary } from './form-error-summary.tsx';
import { inBox } from './story-helpers.tsx';

const meta = {
  title: 'Forms/FormErrorSummary',
  component: FormErrorSummary,
  args: {
    title: 'Please correct these fields:',
    fieldErrors: [
      { id: 'name', label: 'Full Name' },
      { id: 'email', label: 'Email' },
    ],
  },
  decorators: [inBox('max-w-md')],
} satisfies Meta<typeof FormErrorSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Please correct these fields:');
    await expect(canvas.getByRole('link', { name: 'Full Name' })).toHaveAttribute('href', '#name');
  },
};

export const FormLevelError: Story = {
  args: {
    formErrors: ['Too many messages from this address. Please try again in a few minutes.'],
    fieldErrors: [],
  },
};

export const LongText: Story = {
  args: {
    formErrors: [
      'We could not send your message. Please try again later, or write to contact@example.ca directly if the problem lasts.',
    ],
  },
};

export const Empty: Story = {
  args: { fieldErrors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('alert')).toBeNull();
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
