import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Slider } from './slider.tsx';

const meta = {
  title: 'Forms/Slider',
  component: Slider,
  args: {
    min: 0,
    max: 30,
    step: 1,
    defaultValue: [5],
    thumbLabels: ['Minimum years of experience'],
    getValueText: (years: number) => `${years}+ years`,
  },
  render: (args) => (
    <div className="w-72">
      <Slider {...args} />
    </div>
  ),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum years of experience' });
    await userEvent.click(thumb);
    await userEvent.keyboard('{ArrowRight}{ArrowRight}');
    await expect(thumb).toHaveAttribute('aria-valuenow', '7');
    await expect(thumb).toHaveAttribute('aria-valuetext', '7+ years');
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
  },
};

export const Range: Story = {
  args: { defaultValue: [5, 20], thumbLabels: ['Minimum years', 'Maximum years'] },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('slider')).toHaveLength(2);
  },
};

export const LabelledByHeading: Story = {
  args: { thumbLabels: undefined, labelledBy: 'experience-label' },
  render: (args) => (
    <div className="grid w-72 gap-2">
      <span id="experience-label" className="text-sm font-medium">
        Years of experience
      </span>
      <Slider {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('slider', { name: 'Years of experience' })).toBeInTheDocument();
  },
};

export const Disabled: Story = { args: { disabled: true } };

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
