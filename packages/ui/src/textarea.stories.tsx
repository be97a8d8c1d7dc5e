import type { Meta, StoryObj } from '@storybook/react-vite';
import { focusedByTab, typedInto } from './story-helpers.tsx';
import { Textarea } from './textarea.tsx';

const meta = {
  title: 'Forms/Textarea',
  component: Textarea,
  args: { 'aria-label': 'Message', placeholder: 'Describe your legal situation' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = typedInto('Message', 'I need advice on a lease.');

export const Focused: Story = focusedByTab('textbox');

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { 'aria-invalid': true, defaultValue: 'Too short' } };

export const LongText: Story = {
  args: {
    rows: 6,
    defaultValue: Array.from(
      { length: 8 },
      () =>
        'My landlord has refused to return my deposit after I moved out, and I am not sure which tribunal handles this in my province.',
    ).join(' '),
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
