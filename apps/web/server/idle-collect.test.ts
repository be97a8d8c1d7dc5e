import { describe, expect, it } from 'vitest';
import { idleCollector } from './idle-collect.ts';

function setup() {
  let time = 0;
  let check = () => {};
  let collections = 0;
  const collector = idleCollector({
    collect: () => collections++,
    idleMs: 10_000,
    every: (run) => (check = run),
    now: () => time,
  });
  return {
    collector,
    at: (ms: number) => {
      time = ms;
      check();
    },
    collections: () => collections,
  };
}

describe('idleCollector', () => {
  it('collects once after requests stop, and not while they come', () => {
    const { collector, at, collections } = setup();
    at(5_000);
    expect(collections()).toBe(0);
    collector.request();
    at(9_000);
    collector.request();
    at(18_000);
    expect(collections()).toBe(0);
    at(19_000);
    expect(collections()).toBe(1);
    at(40_000);
    expect(collections()).toBe(1);
  });

  it('collects again once answers leave the cache while idle', () => {
    const { collector, at, collections } = setup();
    collector.request();
    at(10_000);
    expect(collections()).toBe(1);
    collector.released();
    at(55_000);
    expect(collections()).toBe(2);
  });
});
