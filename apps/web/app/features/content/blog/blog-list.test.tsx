// @vitest-environment jsdom
import { BLOG_ARTICLES } from '@cld/content/blog';
import { pageContent } from '@cld/content/page-content';
import { screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../../../test/render.tsx';
import { BlogList } from './blog-list.tsx';

const { posts, categoryLabels } = await pageContent('blog', 'en');

function renderList() {
  renderAt({
    url: '/blog',
    path: '/blog',
    Component: () => <BlogList posts={posts} categoryLabels={categoryLabels} />,
  });
}

function postTitles() {
  return screen.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
}

describe('BlogList', () => {
  it('shows every post with its read time and at most three tags', () => {
    renderList();
    expect(postTitles()).toHaveLength(BLOG_ARTICLES.length);
    const first = BLOG_ARTICLES[0]!;
    expect(screen.getByRole('link', { name: first.title })).toHaveAttribute(
      'href',
      `/blog/${first.slug}`,
    );
    expect(screen.getAllByText(`${first.readTime} min read`).length).toBeGreaterThan(0);
    for (const list of screen.getAllByRole('list', { name: 'Tags' })) {
      expect(list.querySelectorAll('li').length).toBeLessThanOrEqual(3);
    }
  });

  it('searches titles, excerpts and tags case-insensitively, within the chosen category', async () => {
    const user = userEvent.setup();
    renderList();
    const tag = BLOG_ARTICLES[0]!.tags[0]!;
    await user.type(screen.getByLabelText('Search articles'), tag.toUpperCase());
    expect(postTitles()).toContain(BLOG_ARTICLES[0]!.title);

    await user.clear(screen.getByLabelText('Search articles'));
    await user.click(screen.getByRole('button', { name: 'Family Law' }));
    expect(screen.getByRole('button', { name: 'Family Law' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(postTitles()).toEqual(
      BLOG_ARTICLES.filter((a) => a.category === 'Family Law').map((a) => a.title),
    );
  });

  it('says "No posts found" when nothing matches', async () => {
    const user = userEvent.setup();
    renderList();
    await user.type(screen.getByLabelText('Search articles'), 'qqzzxxjj');
    expect(screen.getByText('No posts found')).toBeInTheDocument();
    expect(
      screen.getByText('Try adjusting your search terms or browse all categories.'),
    ).toBeInTheDocument();
    expect(postTitles()).toEqual([]);
  });
});
