// @vitest-environment jsdom
import { NEWS_ARTICLES } from '@cld/content/news';
import { pageContent } from '@cld/content/page-content';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NewsList } from './news-list.tsx';

const { impactLabels } = await pageContent('legalNews', 'en');

function titles() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('NewsList', () => {
  it('shows every article with a Full Article link to its official source', () => {
    render(<NewsList articles={NEWS_ARTICLES} impactLabels={impactLabels} />);
    expect(titles()).toEqual(NEWS_ARTICLES.map((a) => a.title));
    const links = screen.getAllByRole('link', { name: /Full Article/ });
    expect(links.map((link) => link.getAttribute('href'))).toEqual(
      NEWS_ARTICLES.map((a) => a.source),
    );
    for (const link of links) expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('combines the category with a case-insensitive search of key points', async () => {
    const user = userEvent.setup();
    const article = NEWS_ARTICLES.find((a) => a.category === 'legislation')!;
    const point = article.keyPoints[0]!.split(' ').slice(0, 3).join(' ');
    render(<NewsList articles={NEWS_ARTICLES} impactLabels={impactLabels} />);
    await user.click(screen.getByRole('button', { name: 'Legislation' }));
    expect(titles()).toEqual(
      NEWS_ARTICLES.filter((a) => a.category === 'legislation').map((a) => a.title),
    );
    await user.type(screen.getByLabelText('Search legal news'), point.toUpperCase());
    expect(titles()).toContain(article.title);
  });

  it('offers Clear Filters when nothing matches, which shows everything again', async () => {
    const user = userEvent.setup();
    render(<NewsList articles={NEWS_ARTICLES} impactLabels={impactLabels} />);
    await user.click(screen.getByRole('button', { name: 'Technology' }));
    await user.type(screen.getByLabelText('Search legal news'), 'qqzzxxjj');
    expect(screen.getByText('No articles found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(titles()).toHaveLength(NEWS_ARTICLES.length);
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  });
});
