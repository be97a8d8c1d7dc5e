import type { Meta, StoryObj } from '@storybook/react-vite';
import { Skeleton, SkeletonLines } from './skeleton.tsx';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { className: 'h-4 w-64' },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const LawyerCardGrid: Story = {
  render: () => (
    <div role="status" aria-busy="true" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      <span className="sr-only">Loading lawyers…</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="grid gap-3 rounded-lg border border-border p-4">
          <div className="flex items-center gap-3">
            <Skeleton className="size-12 rounded-full" />
            <SkeletonLines className="grid flex-1 gap-2" lines={['h-4 w-3/4', 'h-3 w-1/2']} />
          </div>
          <Skeleton className="h-3 w-full" />
          <Skeleton className="h-3 w-5/6" />
        </div>
      ))}
    </div>
  ),
};

export const Paragraph: Story = {
  render: () => (
    <SkeletonLines
      className="grid max-w-prose gap-2"
      lines={['h-6 w-1/2', 'h-4 w-full', 'h-4 w-full', 'h-4 w-2/3']}
    />
  ),
};

export const Mobile: Story = {
  ...LawyerCardGrid,
  globals: { viewport: { value: 'mobile', isRotated: false } },
};
