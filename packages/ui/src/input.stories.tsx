import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Input } from './input.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'City', placeholder: 'e.g. Toronto' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'City' });
    await userEvent.type(input, 'Montréal');
    await expect(input).toHaveValue('Montréal');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox')).toHaveFocus();
  },
};

export const Filled: Story = { args: { defaultValue: 'Vancouver' } };

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Halifax' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox')).toBeDisabled();
  },
};

export const WithError: Story = {
  args: {
    'aria-invalid': true,
    defaultValue: 'not-an-email',
    type: 'email',
    'aria-label': 'Email',
  },
};

export const LongText: Story = {
  args: {
    defaultValue:
      'Cabinet d’avocats Tremblay, Gagnon, Bouchard et associés, S.E.N.C.R.L., Montréal (Québec)',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
