// The demo mailbox feature's public API (decision 023): its page.
export { DevMailboxPage } from './mailbox-page.tsx';
