import { within } from '@testing-library/react';
import { expect } from 'vitest';

/** The link named `name` inside `container` (the whole page when not given) leads to `href`. */
export function expectLinkTo(
  name: string | RegExp,
  href: string,
  container: HTMLElement = document.body,
) {
  expect(within(container).getByRole('link', { name })).toHaveAttribute('href', href);
}
