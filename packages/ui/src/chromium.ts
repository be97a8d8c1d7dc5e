// Debian's Chromium: Playwright's own browser download is not reachable from these machines.
// One home for how every headless run starts it: the stories' tests, the e2e tests, Lighthouse.

/** Where the system's Chromium is. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless, sandbox-free, and quiet: no GPU, QUIC, first-run pages or background traffic. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
