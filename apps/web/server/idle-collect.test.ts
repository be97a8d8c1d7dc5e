import { execFileSync } from 'node:child_process';
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

describe('lastResortCollection', () => {
  it('gives back to the system the memory a regular full collection keeps mapped', () => {
    // In a process of its own with `gc` exposed, as the web processes run: objects that live long
    // enough to grow the young generation and reach the old one, then let go.
    const script = `
      import { readFileSync } from 'node:fs';
      const { lastResortCollection } = await import(${JSON.stringify(new URL('./idle-collect.ts', import.meta.url).href)});
      const resident = () => Number(/VmRSS:\\s+(\\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))[1]) / 1024;
      let held = [];
      for (let round = 0; round < 60; round++) {
        held.push(Array.from({ length: 50_000 }, (_, i) => ({ i, text: 'x' + i })));
        if (held.length > 8) held.shift();
      }
      held = [];
      gc();
      const afterRegular = resident();
      lastResortCollection(gc)();
      console.log(JSON.stringify({ afterRegular, afterLastResort: resident() }));
    `;
    const output = execFileSync(
      process.execPath,
      ['--expose-gc', '--input-type=module', '--eval', script],
      { encoding: 'utf8' },
    );
    const { afterRegular, afterLastResort } = JSON.parse(output) as {
      afterRegular: number;
      afterLastResort: number;
    };
    // Measured: about 270 MB after a regular collection, about 70 MB after the last resort.
    expect(afterRegular - afterLastResort).toBeGreaterThan(100);
  });
});
