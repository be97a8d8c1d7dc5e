// @vitest-environment jsdom
import { CHOOSING_STEPS } from '@cld/content/choosing-steps';
import { render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { StepsAccordion } from './steps-accordion.tsx';

function stepButton(index: number) {
  return screen.getAllByRole('button')[index]!;
}

function expandedSteps() {
  return screen
    .getAllByRole('button')
    .map((button, index) => (button.getAttribute('aria-expanded') === 'true' ? index + 1 : null))
    .filter((step) => step !== null);
}

describe('StepsAccordion', () => {
  it('opens step 1 by default and wires each button to its panel', () => {
    render(<StepsAccordion steps={CHOOSING_STEPS} />);
    expect(screen.getAllByRole('button')).toHaveLength(6);
    expect(expandedSteps()).toEqual([1]);
    const panel = document.getElementById(stepButton(0).getAttribute('aria-controls')!);
    expect(panel).toBeVisible();
    expect(panel).toHaveTextContent(CHOOSING_STEPS[0]!.description);
    const closed = document.getElementById(stepButton(1).getAttribute('aria-controls')!);
    expect(closed).not.toBeVisible();
  });

  it('keeps one step open at a time, and closes the open step when pressed again', async () => {
    const user = userEvent.setup();
    render(<StepsAccordion steps={CHOOSING_STEPS} />);
    await user.click(stepButton(3));
    expect(expandedSteps()).toEqual([4]);
    await user.click(stepButton(3));
    expect(expandedSteps()).toEqual([]);
    await user.click(stepButton(0));
    expect(expandedSteps()).toEqual([1]);
  });
});
