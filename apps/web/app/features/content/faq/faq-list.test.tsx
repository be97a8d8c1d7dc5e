// @vitest-environment jsdom
import { FAQ, FAQ_CATEGORIES } from '@cld/content/faq';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FaqList } from './faq-list.tsx';

const general = FAQ.filter((entry) => entry.category === 'general');
const fees = FAQ.filter((entry) => entry.category === 'fees');

describe('FaqList', () => {
  it('starts on the general category with every answer closed', () => {
    render(<FaqList entries={FAQ} categories={FAQ_CATEGORIES} />);
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    for (const entry of general) {
      expect(screen.getByRole('button', { name: entry.question })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    }
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(general.length);
  });

  it('opens questions independently, several at once', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={FAQ} categories={FAQ_CATEGORIES} />);
    const [first, second] = general.map((e) => screen.getByRole('button', { name: e.question }));
    await user.click(first!);
    await user.click(second!);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(document.getElementById(first!.getAttribute('aria-controls')!)).toBeVisible();
    await user.click(first!);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
  });

  it('searches answers as well as questions, case-insensitively, within the category', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={FAQ} categories={FAQ_CATEGORIES} />);
    await user.click(screen.getByRole('button', { name: 'Fees and costs' }));
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(fees.length);
    await user.type(screen.getByLabelText('Search the FAQ'), 'CONTINGENCY');
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.length).toBeGreaterThan(0);
    expect(headings.length).toBeLessThan(fees.length);
  });

  it('shows "No questions found", and Clear Filters empties the search and returns to general', async () => {
    const user = userEvent.setup();
    render(<FaqList entries={FAQ} categories={FAQ_CATEGORIES} />);
    await user.click(screen.getByRole('button', { name: 'Using the directory' }));
    await user.type(screen.getByLabelText('Search the FAQ'), 'zzqqxx');
    expect(screen.getByText('No questions found')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(screen.getByLabelText('Search the FAQ')).toHaveValue('');
    expect(screen.getByRole('button', { name: 'General' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(general.length);
  });
});
