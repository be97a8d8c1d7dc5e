// The demo mailbox feature's loader (decision 023): the held mail, or a 404 where there is none to show.
export { loadDevMailbox, type DevMailboxData } from './mailbox.server.ts';
