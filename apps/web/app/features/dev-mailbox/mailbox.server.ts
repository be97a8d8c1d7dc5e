import type { HeldMail } from '@cld/contract/dev';
import { data } from 'react-router';
import { getEnv } from '../../config/env.server.ts';
import { apiForAction, NO_ANSWER } from '../../lib/form-action.server.ts';

export interface DevMailboxData {
  messages: HeldMail[];
}

/**
 * The demo's mailbox (DESIGN §8.5), guarded twice: a 404 unless this site offers it (`demoMailbox`:
 * never in a production deployment), without even asking the API, and a 404 when the API has no
 * such route (it has a mail server, or runs in production).
 */
export async function loadDevMailbox(request: Request): Promise<DevMailboxData> {
  if (!getEnv().demoMailbox) throw data(null, { status: 404 });
  const answer = await apiForAction(request)
    .dev.mailbox()
    .catch(() => NO_ANSWER);
  if (answer.status === 404) throw data(null, { status: 404 });
  if (answer.status !== 200) throw data(null, { status: 503 });
  return { messages: (answer.body as DevMailboxData).messages };
}
