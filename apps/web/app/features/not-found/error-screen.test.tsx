// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { errorKindOf } from './error-kinds.ts';
import { ErrorScreen } from './error-screen.tsx';

describe('errorKindOf', () => {
  it('tells the visitor’s error (4xx) from too many requests, an unavailable directory and the site’s failure', () => {
    expect(errorKindOf(400)).toBe('badRequest');
    expect(errorKindOf(414)).toBe('badRequest');
    expect(errorKindOf(429)).toBe('tooManyRequests');
    expect(errorKindOf(500)).toBe('unexpected');
    expect(errorKindOf(503)).toBe('unavailable');
    expect(errorKindOf(undefined)).toBe('unexpected');
  });
});

describe('ErrorScreen', () => {
  it.each([
    ['badRequest', 'This address is not valid'],
    ['tooManyRequests', 'Too many requests'],
    ['unexpected', 'Something went wrong'],
  ] as const)('says what happened (%s) and offers the way home', (kind, title) => {
    render(<ErrorScreen kind={kind} />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });
});
