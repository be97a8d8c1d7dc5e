import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Options, Select } from './select.tsx';
import { focusedByTab } from './story-helpers.tsx';

const provinces = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['YT', 'Yukon'],
] as const;

const meta = {
  title: 'Forms/Select',
  component: Select,
  args: {
    'aria-label': 'Province',
    placeholder: 'Select a province',
    children: <Options items={provinces} value={([code]) => code} label={([, name]) => name} />,
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Province' });
    await expect(select).toHaveValue('');
    await userEvent.selectOptions(select, 'QC');
    await expect(select).toHaveValue('QC');
  },
};

export const Focused: Story = focusedByTab('combobox');

export const Selected: Story = { args: { defaultValue: 'ON' } };

export const Disabled: Story = { args: { disabled: true } };

export const WithError: Story = { args: { 'aria-invalid': true } };

export const Empty: Story = { args: { children: null, placeholder: 'No cities available' } };

export const LongText: Story = {
  args: {
    className: 'max-w-64',
    placeholder: 'Select the area of law that best matches your legal problem',
  },
};

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
