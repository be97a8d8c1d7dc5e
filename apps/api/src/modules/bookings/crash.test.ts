import ICAL from 'ical.js';
import { TOKEN_IN_BODY } from '@cld/contract/auth';
import { describe, expect, it, onTestFailed } from 'vitest';
import { testDatabaseKinds } from '../../test/databases.ts';
import { apiClientOf, createServerDatabase, startApiProcess } from '../../test/server-process.ts';
import type { ApiProcess, ServerDatabase } from '../../test/server-process.ts';
import { GOOD_PASSWORD, buildProfileInput, uniqueEmail } from '../auth/testing.ts';
import { OPEN_EVERY_DAY } from './testing.ts';
import { startStallingSmtpServer, startTestSmtpServer } from '../mail/testing.ts';
import type { ReceivedMail, StallingSmtpServer, TestSmtpServer } from '../mail/testing.ts';

/**
 * Issue 21, "nothing accepted is lost": a kill -9 between a booking's 201 and its e-mails, on real
 * processes. The first server hands the visitor's first mail (the hold's, whose link confirms the
 * booking: decision 037) to a mail server that never answers; the booking is confirmed meanwhile,
 * and the server killed while it waits. A second server on the same database must send all three,
 * the one caught mid-send once its sender's lease lapses (`DEFAULT_LEASE` in mail/worker.ts).
 */

/** The body of an answer with `status`, failing with the body as the message otherwise. */
function bodyOf<R extends { status: number; body: unknown }, S extends R['status']>(
  response: R,
  status: S,
): Extract<R, { status: S }>['body'] {
  expect(response.status, JSON.stringify(response.body)).toBe(status);
  return response.body as Extract<R, { status: S }>['body'];
}

/** The start (ISO 8601, UTC) of the invitation a mail carries. */
function invitationStartOf(mail: ReceivedMail | undefined): string | undefined {
  const part = mail?.attachments.find((a) => a.contentType.startsWith('text/calendar'));
  if (!part) return undefined;
  const calendar = new ICAL.Component(ICAL.parse(part.content));
  const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
  return event.startDate.toJSDate().toISOString();
}

describe.each(testDatabaseKinds)('a booking’s e-mails across a kill -9 on %s', (kind) => {
  it(
    'leave from the next process, the one the killed process was sending included',
    { timeout: 150_000 },
    async () => {
      const lawyerEmail = uniqueEmail('crash-lawyer');
      const visitor = uniqueEmail('crash-visitor');
      const processes: ApiProcess[] = [];
      let database: ServerDatabase | undefined;
      let hung: StallingSmtpServer | undefined;
      let smtp: TestSmtpServer | undefined;
      onTestFailed(() => {
        for (const [index, api] of processes.entries()) {
          console.error(`API process ${index + 1} (pid ${api.pid}):\n${api.output()}`);
        }
      });
      try {
        database = await createServerDatabase(kind);
        // Only the booking's mails hang; the account's verification mail goes through.
        hung = await startStallingSmtpServer({
          stalls: (to) => to === visitor || to === lawyerEmail,
        });
        smtp = await startTestSmtpServer();

        const first = await startApiProcess({ env: { ...database.env, SMTP_URL: hung.url } });
        processes.push(first);
        const publicApi = apiClientOf(first.url);
        const registered = await publicApi.auth.register({
          headers: TOKEN_IN_BODY,
          body: {
            email: uniqueEmail('crash-account'),
            password: GOOD_PASSWORD,
            firstName: 'Crash',
            lastName: 'Lawyer',
          },
        });
        const lawyerApi = apiClientOf(first.url, { token: bodyOf(registered, 201).token });
        const profile = bodyOf(
          await lawyerApi.myProfile.create({ body: buildProfileInput({ email: lawyerEmail }) }),
          201,
        );
        bodyOf(await lawyerApi.bookings.saveMyAvailability({ body: OPEN_EVERY_DAY }), 200);
        const lawyerId = String(profile.id);
        const { slots } = bodyOf(
          await publicApi.bookings.slots({ params: { id: lawyerId }, query: {} }),
          200,
        );
        const startsAt = slots[0]?.startsAt;
        expect(startsAt).toBeDefined();

        const booked = await publicApi.bookings.book({
          params: { id: lawyerId },
          body: {
            startsAt: startsAt!,
            meetingMode: 'video',
            name: 'Crash Visitor',
            email: visitor,
          },
        });
        expect(bodyOf(booked, 201)).toMatchObject({ startsAt, status: 'held' });
        // The hold's mail is claimed and handed over, unanswered. Its link (its quoted-printable
        // decoded) confirms the booking: both invitations wait behind it. Then the crash.
        await expect.poll(() => hung!.held.length, { timeout: 10_000 }).toBe(1);
        const [stalled] = hung.held;
        expect(stalled!.raw).not.toMatch(/^Content-Type: text\/calendar/im);
        const text = stalled!.raw
          .replaceAll('=\r\n', '')
          .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
        const token = /\?token=([A-Za-z0-9_-]{43})/.exec(text)?.[1];
        expect(token).toBeDefined();
        const confirmed = await publicApi.bookings.confirmByToken({ body: { token: token! } });
        expect(bodyOf(confirmed, 200)).toMatchObject({ startsAt, status: 'booked' });
        await first.kill();

        const second = await startApiProcess({ env: { ...database.env, SMTP_URL: smtp.url } });
        processes.push(second);
        const recipients = () => smtp!.received.flatMap((mail) => mail.envelopeTo).sort();
        await expect
          .poll(recipients, { timeout: 30_000, interval: 250 })
          .toEqual([lawyerEmail, visitor, visitor].sort());
        const invitationTo = (address: string) =>
          smtp!.received.find(
            (mail) => mail.envelopeTo.includes(address) && mail.attachments.length > 0,
          );
        expect(invitationStartOf(invitationTo(visitor))).toBe(startsAt);
        expect(invitationStartOf(invitationTo(lawyerEmail))).toBe(startsAt);
        // The mail the killed process was sending is the same message again (one Message-ID).
        const messageId = /^Message-ID:\s*(\S+)/im.exec(stalled!.raw)?.[1];
        expect(smtp.received.map((mail) => mail.headers['message-id'])).toContain(messageId);
      } finally {
        await Promise.all(processes.map((api) => api.kill()));
        await Promise.all([hung?.close(), smtp?.close()]);
        await database?.drop();
      }
    },
  );
});
