import { render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pagination, getPageWindow } from './pagination.tsx';

describe('getPageWindow', () => {
  it.each([
    [1, 3, [1, 2, 3]],
    [1, 10, [1, 2, 3, 4, 5]],
    [2, 10, [1, 2, 3, 4, 5]],
    [5, 10, [3, 4, 5, 6, 7]],
    [9, 10, [6, 7, 8, 9, 10]],
    [10, 10, [6, 7, 8, 9, 10]],
    [42, 10, [6, 7, 8, 9, 10]],
    [1, 0, []],
  ])('page %i of %i shows %j', (page, pageCount, expected) => {
    expect(getPageWindow({ page, pageCount })).toEqual(expected);
  });
});

describe('Pagination', () => {
  it('renders nothing for a single page', () => {
    const { container } = render(
      <Pagination page={1} pageCount={1} getHref={(p) => `?page=${p}`} />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('shows at most five real page links plus Previous and Next', () => {
    render(<Pagination page={6} pageCount={20} getHref={(p) => `/browse-lawyers?page=${p}`} />);
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    const pageLinks = within(nav).getAllByRole('link', { name: /^Page \d+$/ });
    expect(pageLinks.map((link) => link.textContent)).toEqual(['4', '5', '6', '7', '8']);
    expect(screen.getByRole('link', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute(
      'href',
      '/browse-lawyers?page=5',
    );
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute(
      'href',
      '/browse-lawyers?page=7',
    );
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = render(
      <Pagination page={1} pageCount={3} getHref={(p) => `?page=${p}`} />,
    );
    expect(screen.queryByRole('link', { name: 'Previous' })).not.toBeInTheDocument();
    expect(screen.getByText('Previous').closest('[aria-disabled="true"]')).not.toBeNull();
    rerender(<Pagination page={3} pageCount={3} getHref={(p) => `?page=${p}`} />);
    expect(screen.queryByRole('link', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '?page=2');
  });

  it('calls onPageChange instead of navigating on a plain click, but not on a modified click', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={2}
        pageCount={4}
        getHref={(p) => `#page-${p}`}
        onPageChange={onPageChange}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(onPageChange).toHaveBeenCalledWith(4);
    onPageChange.mockClear();
    await user.keyboard('{Control>}');
    await user.click(screen.getByRole('link', { name: 'Next' }));
    await user.keyboard('{/Control}');
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('uses buttons when there are no URLs, with the labels the app passes', async () => {
    const user = userEvent.setup();
    const onPageChange = vi.fn();
    render(
      <Pagination
        page={1}
        pageCount={2}
        onPageChange={onPageChange}
        label="Pagination des résultats"
        previousLabel="Précédent"
        nextLabel="Suivant"
        getPageLabel={(p) => `Page ${p} sur 2`}
      />,
    );
    expect(
      screen.getByRole('navigation', { name: 'Pagination des résultats' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suivant' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
    expect(screen.getByRole('button', { name: 'Page 1 sur 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });
});
