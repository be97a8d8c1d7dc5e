import { describe, expect, it } from 'vitest';
import { MALFORMED_PARAMETERS, parseQueryString } from './query-string.ts';

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

describe('malformed percent-encoding', () => {
  it.each([
    ['page=%ZZ', ['page']],
    ['languages=%ED%A0%80', ['languages']],
    ['city=Montr%E9al', ['city']],
    ['search=50%', ['search']],
    ['a%ZZb=1', ['a%ZZb']],
    ['languages[0]=%C0%AE&province=ON', ['languages']],
  ])('%s names %j', (input, names) => {
    expect(parseQueryString(input)[MALFORMED_PARAMETERS]).toEqual(names);
  });

  it.each(['search=50%25', 'city=Montr%C3%A9al', 'search=a+b&x=%F0%9F%98%80', 'q=plain'])(
    '%s is well formed',
    (input) => {
      expect(parseQueryString(input)[MALFORMED_PARAMETERS]).toBeUndefined();
    },
  );
});
