import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { AD_SIZES, AdSlot, type AdSize } from './ad-slot.tsx';
import { inBox } from './story-helpers.tsx';

function DemoAd({ size }: { size: AdSize }) {
  const { width, height } = AD_SIZES[size];
  return (
    <a
      href="#sponsor"
      className="grid size-full place-items-center border border-border bg-primary-subtle text-sm font-medium text-primary-subtle-foreground"
    >
      Sponsor {width}×{height}
    </a>
  );
}

function getBox(canvasElement: HTMLElement) {
  const slot = canvasElement.querySelector<HTMLElement>('[data-ad-slot]')!;
  return { slot, box: (slot.lastElementChild as HTMLElement).getBoundingClientRect() };
}

const meta = {
  title: 'Display/AdSlot',
  component: AdSlot,
  args: { slotId: 'BROWSE_TOP', size: 'leaderboard' },
  argTypes: {
    size: { control: 'select', options: ['leaderboard', 'rectangle', 'mobile', 'banner'] },
  },
  parameters: { layout: 'fullscreen' },
  decorators: [inBox('p-4 outline-1 outline-dashed outline-border')],
} satisfies Meta<typeof AdSlot>;

export default meta;
type Story = StoryObj<typeof meta>;

export const EmptyReservesSpace: Story = {
  play: async ({ canvasElement }) => {
    const { slot, box } = getBox(canvasElement);
    await expect(box.width).toBe(728);
    await expect(box.height).toBe(90);
    await expect(slot).toHaveAttribute('aria-hidden', 'true');
    await expect(slot).not.toHaveTextContent('Advertisement');
  },
};

export const Filled: Story = {
  args: { children: <DemoAd size="leaderboard" /> },
  play: async ({ canvas, canvasElement }) => {
    const { box } = getBox(canvasElement);
    await expect(box.width).toBe(728);
    await expect(box.height).toBe(90);
    await expect(canvas.getByText('Advertisement')).toBeVisible();
  },
};

export const FillingDoesNotShiftLayout: Story = {
  render: (args) => (
    <div className="flex gap-4">
      <AdSlot {...args} slotId="EMPTY" />
      <AdSlot {...args} slotId="FILLED">
        <DemoAd size="rectangle" />
      </AdSlot>
    </div>
  ),
  args: { size: 'rectangle' },
  play: async ({ canvasElement }) => {
    const [empty, filled] = Array.from(
      canvasElement.querySelectorAll<HTMLElement>('[data-ad-slot]'),
    );
    await expect(empty!.getBoundingClientRect().height).toBe(
      filled!.getBoundingClientRect().height,
    );
  },
};

export const Rectangle: Story = {
  args: { size: 'rectangle', slotId: 'DASHBOARD_SIDEBAR', children: <DemoAd size="rectangle" /> },
  play: async ({ canvasElement }) => {
    const { box } = getBox(canvasElement);
    await expect([box.width, box.height]).toEqual([300, 250]);
  },
};

export const Banner: Story = {
  args: { size: 'banner', slotId: 'NEWSLETTER', children: <DemoAd size="banner" /> },
  play: async ({ canvasElement }) => {
    const { box } = getBox(canvasElement);
    await expect([box.width, box.height]).toEqual([468, 60]);
  },
};

export const MobileSize: Story = {
  args: { size: 'mobile', slotId: 'FOOTER', children: <DemoAd size="mobile" /> },
  play: async ({ canvasElement }) => {
    const { box } = getBox(canvasElement);
    await expect([box.width, box.height]).toEqual([320, 50]);
  },
};

export const ResponsiveOnMobile: Story = {
  args: { responsive: true, children: <DemoAd size="mobile" /> },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const { box } = getBox(canvasElement);
    await expect([box.width, box.height]).toEqual([320, 50]);
  },
};

export const TranslatedLabel: Story = {
  args: { label: 'Publicité', size: 'banner', children: <DemoAd size="banner" /> },
};
