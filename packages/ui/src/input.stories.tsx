import type { Meta, StoryObj } from '@storybook/react-vite';
import { Input } from './input.tsx';
import { disabledStory, focusedByTab, typedInto } from './story-helpers.tsx';

const meta = {
  title: 'Forms/Input',
  component: Input,
  args: { 'aria-label': 'City', placeholder: 'e.g. Toronto' },
} satisfies Meta<typeof Input>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = typedInto('City', 'Montréal');

export const Focused: Story = focusedByTab('textbox');

export const Filled: Story = { args: { defaultValue: 'Vancouver' } };

export const Disabled: Story = disabledStory('textbox', {
  disabled: true,
  defaultValue: 'Halifax',
});

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
