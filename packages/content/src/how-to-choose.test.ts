import { describe, expect, it } from 'vitest';
import { CHOOSING_STEPS, QUESTION_CATEGORIES } from './choosing-steps.ts';
import { findDuplicates } from './content-audit.ts';
import { FEE_STRUCTURES } from './fee-structures.ts';
import { FEE_GUIDES } from './fees.ts';
import { GOOD_SIGNS, RED_FLAGS } from './red-flags.ts';

describe('how to choose a lawyer', () => {
  it('has six steps numbered in order', () => {
    expect(CHOOSING_STEPS.map((s) => s.step)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('has four question categories with questions', () => {
    expect(QUESTION_CATEGORIES).toHaveLength(4);
    expect(findDuplicates(QUESTION_CATEGORIES.map((c) => c.slug))).toEqual([]);
    for (const c of QUESTION_CATEGORIES) expect(c.questions.length).toBeGreaterThan(0);
  });

  it('has the four fee structures with the spec’s typical figures', () => {
    expect(FEE_GUIDES.map((f) => f.structure)).toEqual([...FEE_STRUCTURES]);
    expect(FEE_GUIDES.map((f) => f.typical)).toEqual([
      '$200 – $800+ per hour',
      '$500 – $5,000+ per matter',
      '25% – 40% of the amount recovered',
      '$2,000 – $10,000+ deposit',
    ]);
  });

  it('has eight red flags, each High or Medium Risk, and good signs', () => {
    expect(RED_FLAGS).toHaveLength(8);
    expect(new Set(RED_FLAGS.map((f) => f.severity))).toEqual(
      new Set(['High Risk', 'Medium Risk']),
    );
    expect(findDuplicates(RED_FLAGS.map((f) => f.flag))).toEqual([]);
    expect(GOOD_SIGNS.length).toBeGreaterThan(0);
  });
});
