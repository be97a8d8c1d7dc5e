import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { Slider } from './slider.tsx';
import { disabledStory } from './story-helpers.tsx';

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
    onValueChange: fn(),
    onValueCommit: fn(),
  },
  render: (args) => (
    <div className="w-72">
      <Slider {...args} />
    </div>
  ),
} satisfies Meta<typeof Slider>;

export default meta;
type Story = StoryObj<typeof meta>;

/**
 * Moves a thumb as a drag or an arrow key would: the input's value, then `input` and `change`.
 * (The test's keyboard events are synthetic and do not step a native range; the e2e tests press
 * real keys.)
 */
function slide(input: HTMLElement, value: number) {
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  setValue.call(input, String(value));
  input.dispatchEvent(new Event('input', { bubbles: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const thumb = canvas.getByRole('slider', { name: 'Minimum years of experience' });
    await userEvent.tab();
    await expect(thumb).toHaveFocus();
    slide(thumb, 7);
    await expect(thumb).toHaveValue('7');
    await expect(thumb).toHaveAttribute('aria-valuetext', '7+ years');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([7]);
    await expect(args.onValueCommit).toHaveBeenLastCalledWith([7]);
  },
};

export const Focused: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('slider')).toHaveFocus();
  },
};

export const Range: Story = {
  args: { defaultValue: [5, 6], thumbLabels: ['Minimum years', 'Maximum years'] },
  play: async ({ canvas, args }) => {
    await expect(canvas.getAllByRole('slider')).toHaveLength(2);
    // The thumbs never cross: the minimum stops at the maximum.
    const minimum = canvas.getByRole('slider', { name: 'Minimum years' });
    slide(minimum, 9);
    await expect(minimum).toHaveValue('6');
    await expect(args.onValueChange).toHaveBeenLastCalledWith([6, 6]);
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

export const Disabled: Story = disabledStory('slider', { disabled: true });

export const Mobile: Story = { globals: { viewport: { value: 'mobile', isRotated: false } } };
