import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect } from 'storybook/test';
import { Pagination, type PaginationProps } from './pagination.tsx';

function StatefulPagination(props: PaginationProps) {
  const [page, setPage] = useState(props.page);
  return <Pagination {...props} page={page} onPageChange={setPage} />;
}

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 12, getHref: (page: number) => `#page-${page}` },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('link', { name: /^Page/ })).toHaveLength(5);
    await expect(canvas.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '#page-2');
  },
};

export const MiddlePage: Story = {
  args: { page: 6 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Page 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const LastPage: Story = { args: { page: 12 } };

export const FewPages: Story = { args: { page: 2, pageCount: 3 } };

export const SinglePageRendersNothing: Story = {
  args: { page: 1, pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('nav')).toBeNull();
  },
};

export const Interactive: Story = {
  render: (args) => <StatefulPagination {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('link', { name: 'Next' }));
    await expect(canvas.getByRole('link', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Focused: Story = {
  args: { page: 4 },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Previous' })).toHaveFocus();
  },
};

export const Translated: Story = {
  args: {
    page: 3,
    label: 'Pagination des résultats',
    previousLabel: 'Précédent',
    nextLabel: 'Suivant',
    getPageLabel: (page: number) => `Page ${page}`,
  },
};

export const Mobile: Story = {
  args: { page: 6 },
  globals: { viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const nav = canvasElement.querySelector('nav')!;
    await expect(nav.scrollWidth).toBeLessThanOrEqual(nav.clientWidth);
  },
};
