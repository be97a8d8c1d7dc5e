// @vitest-environment jsdom
import { SELF_HELP } from '@cld/content/self-help';
import { pageContent } from '@cld/content/page-content';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SelfHelpSearch } from './self-help-search.tsx';

const { availabilityLabels } = await pageContent('legalResources', 'en');

function categoryTitles() {
  return screen.queryAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('SelfHelpSearch', () => {
  it('lists every category before anything is typed', () => {
    render(<SelfHelpSearch categories={SELF_HELP} availabilityLabels={availabilityLabels} />);
    expect(categoryTitles()).toEqual(SELF_HELP.map((category) => category.category));
  });

  it('matches resource names case-insensitively and keeps only the matching resources', async () => {
    const user = userEvent.setup();
    render(<SelfHelpSearch categories={SELF_HELP} availabilityLabels={availabilityLabels} />);
    await user.type(screen.getByLabelText('Search self-help resources'), 'yUkOn');
    const links = screen.getAllByRole('link').map((link) => link.textContent);
    expect(links.length).toBeGreaterThan(0);
    for (const text of links) expect(text?.toLowerCase()).toContain('yukon');
    expect(screen.getByRole('status')).toHaveTextContent('your search');
  });

  it('keeps a whole category when its name matches', async () => {
    const user = userEvent.setup();
    const category = SELF_HELP[0]!;
    render(<SelfHelpSearch categories={SELF_HELP} availabilityLabels={availabilityLabels} />);
    await user.type(
      screen.getByLabelText('Search self-help resources'),
      category.category.toUpperCase(),
    );
    expect(categoryTitles()).toContain(category.category);
    const card = screen.getByRole('heading', { name: category.category }).closest('li')!;
    expect(card.querySelectorAll('a')).toHaveLength(category.resources.length);
  });

  it('says so when nothing matches', async () => {
    const user = userEvent.setup();
    render(<SelfHelpSearch categories={SELF_HELP} availabilityLabels={availabilityLabels} />);
    await user.type(screen.getByLabelText('Search self-help resources'), 'qqzzxxjj');
    expect(categoryTitles()).toEqual([]);
    expect(screen.getByText(/No resources match your search/)).toBeInTheDocument();
  });
});
