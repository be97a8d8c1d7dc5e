import { describe, expect, it } from 'vitest';
import { urlProblem } from './url-problem.ts';

describe('urlProblem', () => {
  it('accepts ordinary addresses, encoded text and a query', () => {
    for (const target of [
      '/',
      '/lawyer/123',
      '/browse-lawyers?province=ON&city=Montr%C3%A9al&q=family+law',
      '/lawyers-in/quebec/montreal',
      '/search?q=%E2%9C%93%20tab%09ok',
    ]) {
      expect(urlProblem(target)).toBeNull();
    }
  });

  it('finds percent-encodings that are not UTF-8, in the path or the query', () => {
    expect(urlProblem('/lawyer/%C0%AE')).toBe('encoding');
    expect(urlProblem('/%E0%A4%A')).toBe('encoding');
    expect(urlProblem('/browse-lawyers?city=%E0%A4%A')).toBe('encoding');
    // A lone surrogate cannot be encoded in UTF-8 either.
    expect(urlProblem('/search?q=%ED%A0%80')).toBe('encoding');
    expect(urlProblem('/search?q=100%')).toBe('encoding');
  });

  it('finds NUL and other control characters once decoded', () => {
    expect(urlProblem('/browse-lawyers?city=%00')).toBe('control');
    expect(urlProblem('/lawyer/1%00')).toBe('control');
    expect(urlProblem('/search?q=a%1Bb')).toBe('control');
    expect(urlProblem('/search?%00=x')).toBe('control');
  });
});
