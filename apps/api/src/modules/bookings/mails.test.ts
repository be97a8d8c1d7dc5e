import { describe, expect, it } from 'vitest';
import type { BookingMailInput, BookingReminderInput } from './mails.ts';
import { appointmentTimes } from '@cld/reference/appointment-time';
import {
  bookingCalendarFile,
  bookingMails,
  holdMail,
  lawyerReminderMail,
  visitorReminderMail,
} from './mails.ts';

const NBSP = '\u00a0';

const input = (overrides: Partial<BookingMailInput['booking']> = {}): BookingMailInput => ({
  booking: {
    id: 7,
    startsAt: new Date('2026-12-01T13:00:00Z'),
    endsAt: new Date('2026-12-01T13:30:00Z'),
    meetingMode: 'in-person',
    name: 'Riley Visitor',
    email: 'riley@example.com',
    phone: '902-555-0100',
    message: 'A question about a lease.',
    sequence: 0,
    locale: 'fr',
    visitorTimeZone: null,
    ...overrides,
  },
  lawyer: {
    id: 3,
    name: 'Ann Lee',
    email: 'ann@law.example',
    language: 'fr',
    address: '1 Example Street',
    postalCode: 'B3J 1A1',
    city: 'Halifax',
    province: 'NS',
    timeZone: 'America/Halifax',
  },
  tokens: { visitor: 'V'.repeat(43), lawyer: 'L'.repeat(43) },
  publicOrigin: 'https://lawyers.example',
});

describe('one clock', () => {
  it('writes the mails’ times with the shared formatter, the text the booking’s pages show', () => {
    const english = bookingMails(input({ locale: 'en', visitorTimeZone: 'America/Winnipeg' }), {
      kind: 'booked',
    });
    const page = appointmentTimes({
      instant: '2026-12-01T13:00:00Z',
      officeZone: 'America/Halifax',
      visitorZone: 'America/Winnipeg',
      locale: 'en',
      office: 'Halifax',
    });
    expect(page.visitor?.text).toBe(
      'Tuesday, December 1, 2026, 7:00 a.m. Central Time (Winnipeg, UTC−6)',
    );
    expect(english[0]?.subject).toContain(page.visitor?.text);
    // The office's clock too, named, for a visitor elsewhere.
    expect(english[0]?.text).toContain(
      'At the lawyer’s office: Tuesday, December 1, 2026, 9:00 a.m. Atlantic Time (Halifax, UTC−4).',
    );
    // The lawyer's, in their language and on their clock.
    expect(english[1]?.subject).toContain(
      `mardi 1er${NBSP}décembre${NBSP}2026 à 9${NBSP}h, heure de l’Atlantique (Halifax, UTC−4)`,
    );
  });
});

describe('holdMail', () => {
  it('says the time is only held, until when, and that the link confirms it, in both languages', () => {
    const heldUntil = new Date('2026-11-30T18:30:00Z');
    const french = holdMail(input({ name: 'Spam http://x.example' }), heldUntil);
    expect(french).toMatchObject({ kind: 'booking.hold.visitor', to: 'riley@example.com' });
    expect(french.ics ?? null).toBeNull();
    expect(french.subject).toBe(
      `Confirmez votre consultation avec Ann Lee${NBSP}: retenue jusqu’au lundi 30${NBSP}novembre${NBSP}2026 à 14${NBSP}h${NBSP}30, heure de l’Atlantique (Halifax, UTC−4)`,
    );
    expect(french.text).toContain(`«${NBSP}Confirmer mon rendez-vous${NBSP}»`);
    expect(french.text).toContain(`https://lawyers.example/fr/rendez-vous?token=${'V'.repeat(43)}`);
    const prose = `${french.subject}\n${french.text}`.replace(/https?:\/\/\S+/g, '');
    expect(prose).not.toMatch(/ [:;!?»]|« |'/);
    expect(french.text).not.toContain('Spam');

    const english = holdMail(input({ locale: 'en', visitorTimeZone: 'America/Regina' }), heldUntil);
    expect(english.subject).toBe(
      `Confirm your consultation with Ann Lee: held until Monday, November 30, 2026, 12:30 p.m. Central Time (Regina, UTC−6)`,
    );
    expect(english.text).toContain('It is not booked yet. To confirm it, open this link');
    expect(english.text).toContain('Ann Lee hears of it only once you confirm it.');
  });
});

describe('bookingMails', () => {
  it('writes French mail with its no-break spaces and typographic apostrophes', () => {
    for (const event of [
      { kind: 'booked' },
      { kind: 'moved', previousStartsAt: new Date('2026-11-30T13:00:00Z') },
      { kind: 'cancelled', by: 'lawyer' },
      { kind: 'cancelled', by: 'visitor' },
      { kind: 'cancelled', by: 'lawyer', accountClosed: true },
      { kind: 'cancelled', by: 'visitor', accountClosed: true },
    ] as const) {
      for (const mail of bookingMails(input(), event)) {
        const prose = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
        expect(prose, mail.kind).not.toMatch(/ [:;!?]/);
        expect(prose, mail.kind).not.toMatch(/'/);
        expect(mail.ics).toMatch(event.kind === 'cancelled' ? /METHOD:CANCEL/ : /METHOD:REQUEST/);
      }
    }
  });

  it('links each side to its own page in its language, and echoes nothing typed to the visitor', () => {
    const [visitor, lawyer] = bookingMails(input({ locale: 'en', name: 'Spam http://x.example' }), {
      kind: 'booked',
    });
    expect(visitor!.text).toContain(`https://lawyers.example/booking?token=${'V'.repeat(43)}`);
    expect(visitor!.text).not.toContain('Spam');
    expect(visitor!.ics).not.toContain('Spam');
    expect(visitor!.text).toContain('Address: 1 Example Street, Halifax');
    expect(lawyer!.text).toContain(
      `https://lawyers.example/fr/rendez-vous?token=${'L'.repeat(43)}`,
    );
    expect(lawyer!.replyTo).toBe('riley@example.com');
    expect(lawyer!.text).toContain('> A question about a lease.');
  });
});

const REMINDER_TOKEN = 'R'.repeat(43);

const reminderInput = (
  booking: Partial<BookingMailInput['booking']>,
  lawyer: Partial<BookingMailInput['lawyer']>,
): BookingReminderInput => {
  const { tokens: _tokens, ...base } = input(booking);
  return { ...base, lawyer: { ...base.lawyer, ...lawyer }, visitorToken: REMINDER_TOKEN };
};

describe('the reminders of the day before', () => {
  it('writes to a Vancouver visitor in English in their zone, and to a Halifax lawyer in French in theirs', () => {
    const reminder = reminderInput(
      {
        startsAt: new Date('2026-07-15T13:00:00Z'),
        endsAt: new Date('2026-07-15T13:30:00Z'),
        meetingMode: 'video',
        locale: 'en',
        visitorTimeZone: 'America/Vancouver',
      },
      { language: 'fr', timeZone: 'America/Halifax' },
    );
    const visitor = visitorReminderMail(reminder);
    const when = 'Wednesday, July 15, 2026, 6:00 a.m. Pacific Time (Vancouver, UTC−7)';
    expect(visitor).toMatchObject({
      kind: 'booking.reminder.visitor',
      to: 'riley@example.com',
      replyTo: null,
      subject: `Reminder: your consultation with Ann Lee, ${when}`,
    });
    expect(visitor.ics ?? null).toBeNull();
    expect(visitor.text).toContain(`A reminder: your consultation with Ann Lee is on ${when}.`);
    expect(visitor.text).toContain('How you meet: Video call');
    expect(visitor.text).toContain('Ann Lee will send you the video call link.');
    // The link is the confirmation's, word for word, with the reminder's own token.
    const [confirmation] = bookingMails(
      { ...reminder, tokens: { visitor: REMINDER_TOKEN, lawyer: 'L'.repeat(43) } },
      { kind: 'booked' },
    );
    const link = `To cancel or change the time, open this link (keep it to yourself):\nhttps://lawyers.example/booking?token=${REMINDER_TOKEN}`;
    expect(confirmation!.text).toContain(link);
    expect(visitor.text).toContain(link);
    expect(visitor.text).not.toContain('Riley');
    expect(visitor.text).not.toContain('A question about a lease');

    const lawyer = lawyerReminderMail(reminder);
    const quand = `mercredi 15${NBSP}juillet${NBSP}2026 à 10${NBSP}h, heure de l’Atlantique (Halifax, UTC−3)`;
    expect(lawyer).toMatchObject({
      kind: 'booking.reminder.lawyer',
      to: 'ann@law.example',
      replyTo: 'riley@example.com',
      subject: `Rappel de rendez-vous${NBSP}: Riley Visitor, ${quand}`,
    });
    expect(lawyer.text).toContain(
      `Petit rappel${NBSP}: votre consultation avec Riley Visitor a lieu le ${quand}.`,
    );
    expect(lawyer.text).toContain(`Courriel${NBSP}: riley@example.com`);
    expect(lawyer.text).toContain(`Mode de rencontre${NBSP}: Appel vidéo`);
    expect(lawyer.text).toContain('> A question about a lease.');
    expect(lawyer.text).toContain('https://lawyers.example/fr/espace-avocat');
    expect(lawyer.text).not.toContain(REMINDER_TOKEN);
  });

  it('writes to a French visitor without a zone in the lawyer’s, named: St. John’s and its half hour', () => {
    const reminder = reminderInput(
      { locale: 'fr', visitorTimeZone: null },
      { language: 'en', timeZone: 'America/St_Johns', city: 'St. John’s', province: 'NL' },
    );
    const visitor = visitorReminderMail(reminder);
    const quand = `mardi 1er${NBSP}décembre${NBSP}2026 à 9${NBSP}h${NBSP}30, heure de Terre-Neuve (St. John’s, UTC−3:30)`;
    expect(visitor.subject).toBe(`Rappel${NBSP}: votre consultation avec Ann Lee, ${quand}`);
    expect(visitor.text).toContain(
      `Petit rappel${NBSP}: votre consultation avec Ann Lee a lieu le ${quand}.`,
    );
    expect(visitor.text).toContain(`Mode de rencontre${NBSP}: En personne`);
    // The full address: street, city and province.
    expect(visitor.text).toContain(
      `Adresse${NBSP}: 1 Example Street, St. John’s (Terre-Neuve-et-Labrador)`,
    );
    expect(visitor.text).toContain(
      `Pour annuler ou changer l’heure, ouvrez ce lien (gardez-le pour vous)${NBSP}:\nhttps://lawyers.example/fr/rendez-vous?token=${REMINDER_TOKEN}`,
    );
    expect(visitor.text).toContain('Ce courriel a été envoyé automatiquement.');

    const lawyer = lawyerReminderMail(reminder);
    const when = `Tuesday, December 1, 2026, 9:30 a.m. Newfoundland Time (St. John’s, UTC−3:30)`;
    expect(lawyer.subject).toBe(`Booking reminder: Riley Visitor, ${when}`);
    expect(lawyer.text).toContain(
      `A reminder: your consultation with Riley Visitor is on ${when}.`,
    );
    expect(lawyer.text).toContain('Phone: 902-555-0100');
    expect(lawyer.text).toContain(
      'the “Consultation bookings” tab of your dashboard: https://lawyers.example/lawyer-dashboard',
    );
    expect(lawyer.text).toContain('This e-mail was sent automatically.');
  });

  it('writes French reminders with their no-break spaces and typographic apostrophes', () => {
    const reminder = reminderInput({ locale: 'fr', meetingMode: 'phone' }, { language: 'fr' });
    for (const mail of [visitorReminderMail(reminder), lawyerReminderMail(reminder)]) {
      const prose = `${mail.subject}\n${mail.text}`.replace(/https?:\/\/\S+/g, '');
      expect(prose, mail.kind).not.toMatch(/ [:;!?]/);
      expect(prose, mail.kind).not.toMatch(/'/);
      expect(prose, mail.kind).toMatch(/Rappel/);
    }
  });
});

describe('the cancellation of a closed account’s bookings', () => {
  /** The booking as deletion leaves it when the visitor's account closed. */
  const forgotten = (locale: 'en' | 'fr', language: 'en' | 'fr') => {
    const base = input({
      locale,
      name: 'Deleted account',
      email: 'deleted-9@invalid.example',
      phone: null,
      message: null,
    });
    return { ...base, lawyer: { ...base.lawyer, language }, tokens: null };
  };

  it('tells a French lawyer in French that the client closed their account, naming no placeholder', () => {
    const [, lawyer] = bookingMails(forgotten('en', 'fr'), {
      kind: 'cancelled',
      by: 'visitor',
      accountClosed: true,
    });
    expect(lawyer!.kind).toBe('booking.cancelled.lawyer');
    expect(lawyer!.text).toContain(
      `Le client ou la cliente a fermé son compte${NBSP}; la consultation du mardi 1er${NBSP}décembre${NBSP}2026 à 9${NBSP}h, heure de l’Atlantique (Halifax, UTC−4) est donc annulée.`,
    );
    expect(`${lawyer!.subject}\n${lawyer!.text}`).not.toMatch(/Deleted account|deleted-9/);
    // The calendar's attendee keeps the placeholder address (the event is the same), not its name.
    expect(lawyer!.ics).not.toContain('Deleted account');
    expect(lawyer!.ics).toContain('Client ou cliente (compte fermé)');
    expect(lawyer!.replyTo).toBeNull();
    expect(lawyer!.ics).toMatch(/METHOD:CANCEL/);
  });

  it('tells an English lawyer in English', () => {
    const [, lawyer] = bookingMails(forgotten('fr', 'en'), {
      kind: 'cancelled',
      by: 'visitor',
      accountClosed: true,
    });
    expect(lawyer!.text).toContain(
      `The client closed their account, so their consultation of Tuesday, December 1, 2026, 9:00 a.m. Atlantic Time (Halifax, UTC−4) is cancelled.`,
    );
    expect(`${lawyer!.subject}\n${lawyer!.text}`).not.toMatch(/Deleted account|deleted-9/);
  });

  it('tells the visitor, in their language, that the lawyer closed their account, and sends them to the directory', () => {
    for (const [locale, sentence, home] of [
      [
        'fr',
        `Ann Lee a fermé son compte${NBSP}; votre consultation du mardi 1er${NBSP}décembre${NBSP}2026 à 9${NBSP}h, heure de l’Atlantique (Halifax, UTC−4) est donc annulée.`,
        'https://lawyers.example/fr\n',
      ],
      [
        'en',
        `Ann Lee closed their account, so your consultation of Tuesday, December 1, 2026, 9:00 a.m. Atlantic Time (Halifax, UTC−4) is cancelled.`,
        'https://lawyers.example/\n',
      ],
    ] as const) {
      const [visitor] = bookingMails(
        { ...input({ locale }), tokens: null },
        { kind: 'cancelled', by: 'lawyer', accountClosed: true },
      );
      expect(visitor!.text, locale).toContain(sentence);
      expect(visitor!.text, locale).toContain(home);
      // The closed account's profile is gone: no link to it.
      expect(visitor!.text, locale).not.toMatch(/lawyers\.example\/(fr\/)?(lawyer|avocat)\//);
    }
  });
});

describe('the full office address of an in-person booking', () => {
  it('is in the e-mail, in each side’s .ics LOCATION and in the downloadable .ics', () => {
    const [visitor, lawyer] = bookingMails(input({ locale: 'en' }), { kind: 'booked' });
    expect(visitor!.text).toContain('Address: 1 Example Street, Halifax, Nova Scotia B3J 1A1');
    expect(visitor!.ics).toContain('LOCATION:1 Example Street\\, Halifax\\, Nova Scotia B3J 1A1');
    expect(lawyer!.ics).toContain('LOCATION:1 Example Street\\, Halifax (Nouvelle-Écosse) B3J 1A1');
    const { tokens: _tokens, ...base } = input({ locale: 'en' });
    const file = bookingCalendarFile(base, 'visitor', 'en');
    expect(file).toContain('METHOD:PUBLISH');
    expect(file).toContain('UID:booking-7@lawyers.example');
    expect(file).toContain('LOCATION:1 Example Street\\, Halifax\\, Nova Scotia B3J 1A1');
  });

  it('does not repeat a city or province the street line already holds, and is absent by video', () => {
    const typed = input({ locale: 'en' });
    typed.lawyer.address = '1 Example Street, Halifax NS b3j-1a1';
    expect(bookingMails(typed, { kind: 'booked' })[0]!.text).toContain(
      'Address: 1 Example Street, Halifax NS b3j-1a1\n',
    );
    // Without a postal code, the rest is whole.
    const uncoded = input({ locale: 'en' });
    uncoded.lawyer.postalCode = null;
    expect(bookingMails(uncoded, { kind: 'booked' })[0]!.text).toContain(
      'Address: 1 Example Street, Halifax, Nova Scotia\n',
    );
    const [video] = bookingMails(input({ locale: 'en', meetingMode: 'video' }), {
      kind: 'booked',
    });
    expect(video!.text).not.toContain('Address:');
    expect(video!.ics).toContain('LOCATION:Video call');
  });
});
