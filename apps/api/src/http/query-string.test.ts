import { describe, expect, it } from 'vitest';
import { parseQueryString } from './query-string.ts';

describe('parseQueryString', () => {
  it.each([
    ['province=ON&search=john', { province: 'ON', search: 'john' }],
    ['a=x&a=y', { a: ['x', 'y'] }],
    ['a[0]=x&a[1]=y', { a: ['x', 'y'] }],
    ['a[1]=y&a[0]=x', { a: ['x', 'y'] }],
    ['a%5B0%5D=x&a%5B1%5D=y', { a: ['x', 'y'] }],
    ['a[]=x&a[]=y', { a: ['x', 'y'] }],
    ['a=x&a[0]=y', { a: ['x', 'y'] }],
    ['search=Montr%C3%A9al+QC', { search: 'Montréal QC' }],
    ['', {}],
    ['weird[key]=1', { 'weird[key]': '1' }],
  ])('%s', (input, expected) => {
    expect({ ...parseQueryString(input) }).toEqual(expected);
  });

  it('does not let a key reach the prototype', () => {
    const parsed = parseQueryString('__proto__[0]=x&constructor=y');
    expect(Object.getPrototypeOf(parsed)).toBeNull();
    expect(Object.entries(parsed)).toEqual([
      ['constructor', 'y'],
      ['__proto__', ['x']],
    ]);
  });
});
