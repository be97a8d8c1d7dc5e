// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExperienceFilter } from './filter-panel.tsx';
import { pressArrowRight } from '../../../test/range-input.ts';

describe('the experience filter', () => {
  // Found by the flake hunt (issue 36): three arrow keys on a busy machine gave 2 years, not 3.
  it('keeps its place when the address of an earlier key press arrives late', () => {
    const commits: number[] = [];
    const onCommit = (value: number) => commits.push(value);
    const { rerender } = render(<ExperienceFilter value={3} onCommit={onCommit} />);
    const slider = screen.getByRole('slider') as HTMLInputElement;

    pressArrowRight(slider);
    pressArrowRight(slider);
    expect(commits).toEqual([4, 5]);
    // The address asked for by the first press arrives after the second press.
    rerender(<ExperienceFilter value={4} onCommit={onCommit} />);
    expect(slider.value).toBe('5');
    pressArrowRight(slider);
    expect(commits).toEqual([4, 5, 6]);
    rerender(<ExperienceFilter value={6} onCommit={onCommit} />);
    expect(slider).toHaveAttribute('aria-valuetext', '6+ years');
  });

  it('follows an address it did not ask for', () => {
    const commits: number[] = [];
    const onCommit = (value: number) => commits.push(value);
    const { rerender } = render(<ExperienceFilter value={3} onCommit={onCommit} />);
    const slider = screen.getByRole('slider') as HTMLInputElement;
    pressArrowRight(slider);
    // Cleared elsewhere, or Back, while the press's own address was on its way.
    rerender(<ExperienceFilter value={0} onCommit={onCommit} />);
    expect(slider.value).toBe('0');
    pressArrowRight(slider);
    expect(commits).toEqual([4, 1]);
  });
});
