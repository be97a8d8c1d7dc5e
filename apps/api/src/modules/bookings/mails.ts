import type { Language } from '@cld/contract/languages';
import type { MeetingMode } from '@cld/reference/practice-details';
import { ofName } from '@cld/content/french-elision';
import { sitePath } from '@cld/reference/site-paths';
import { mailPageUrl } from '../mail/links.ts';
import { oneLine, quoted } from '../mail/plain-text.ts';
import { SIGNATURE, SITE_NAME } from '../mail/templates.ts';
import type { MailDraft } from '../mail/templates.ts';
import { bookingCalendar, bookingUid } from './calendar.ts';

/**
 * A booking's e-mails (decision 037), each with its `.ics`: the visitor's in the language of the
 * page they booked from, the lawyer's in their account's (for a profile nobody owns, the language
 * the profile is written in: `selectMailLawyer` in `service.ts`). The visitor's address is
 * unverified, so their mail echoes nothing they typed (the decision of the request e-mails); the
 * lawyer's carries it all, with the visitor as Reply-To. Times are written in the reader's zone
 * where it is known (the visitor's browser sends it), else the lawyer's, the zone always named; the
 * `.ics` carries UTC, which calendars show in their owner's zone. The reminders of the day before
 * (`reminders.ts`) reuse the same lines and links, without an `.ics`.
 */

export interface BookingMailInput {
  booking: {
    id: number;
    startsAt: Date;
    endsAt: Date;
    meetingMode: MeetingMode;
    name: string;
    email: string;
    phone: string | null;
    message: string | null;
    sequence: number;
    locale: Language;
    /** The visitor's IANA zone, when their browser gave it. */
    visitorTimeZone: string | null;
  };
  lawyer: {
    id: number;
    name: string;
    email: string;
    language: Language;
    address: string;
    timeZone: string;
  };
  /** The links' tokens (only their hashes are stored); null for a cancellation, which has none. */
  tokens: { visitor: string; lawyer: string } | null;
  publicOrigin: string;
}

export type BookingEvent =
  | { kind: 'booked' }
  | { kind: 'moved'; previousStartsAt: Date }
  /**
   * `accountClosed`: `by`'s account was deleted (privacy module); the mail goes only to the other
   * side and says so, without the placeholder that replaced the visitor's name and address.
   */
  | { kind: 'cancelled'; by: 'visitor' | 'lawyer'; accountClosed?: boolean };

const MODE_LABELS: Record<Language, Record<MeetingMode, string>> = {
  en: { 'in-person': 'In person', video: 'Video call', phone: 'Phone call' },
  fr: { 'in-person': 'En personne', video: 'Appel vidéo', phone: 'Appel téléphonique' },
};

export const meetingModeLabel = (mode: MeetingMode, language: Language) =>
  MODE_LABELS[language][mode];

/**
 * "Monday, November 30, 2026, 10:00 a.m. (Atlantic Standard Time)" /
 * « lundi 30 novembre 2026 à 10 h (heure normale de l’Atlantique) ».
 */
export function formatWhen(instant: Date, timeZone: string, language: Language): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat(language === 'fr' ? 'fr-CA' : 'en-CA', {
      timeZone,
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hourCycle: language === 'fr' ? 'h23' : 'h12',
      timeZoneName: 'long',
    })
      .formatToParts(instant)
      .map((part) => [part.type, part.value]),
  ) as Record<string, string>;
  const zone = parts.timeZoneName ?? timeZone;
  if (language === 'fr') {
    const day = parts.day === '1' ? '1er' : parts.day;
    const minutes = parts.minute === '00' ? '' : `\u00a0${parts.minute}`;
    return `${parts.weekday} ${day} ${parts.month} ${parts.year} à ${Number(parts.hour)}\u00a0h${minutes} (${zone})`;
  }
  return `${parts.weekday}, ${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute}\u00a0${parts.dayPeriod} (${zone})`;
}

const manageUrl = (publicOrigin: string, language: Language, token: string) =>
  `${publicOrigin}${sitePath('manageBooking', language)}?token=${token}`;

function lines(...parts: (string | false | null)[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

/** Where the visitor meets the lawyer: an in-person booking's office address, if the profile has one. */
const officeAddress = ({ booking, lawyer }: Pick<BookingMailInput, 'booking' | 'lawyer'>) =>
  booking.meetingMode === 'in-person' && lawyer.address.trim() !== ''
    ? oneLine(lawyer.address)
    : null;

/** The visitor's lines on how they meet: the mode, the address, or who sends the call's details. */
function meetingLines(
  input: Pick<BookingMailInput, 'booking' | 'lawyer'>,
  language: Language,
): (string | false | null)[] {
  const { booking } = input;
  const fr = language === 'fr';
  const mode = meetingModeLabel(booking.meetingMode, language);
  const lawyerName = oneLine(input.lawyer.name);
  const where = officeAddress(input);
  return [
    fr ? `Mode de rencontre\u00a0: ${mode}` : `How you meet: ${mode}`,
    where && (fr ? `Adresse\u00a0: ${where}` : `Address: ${where}`),
    booking.meetingMode !== 'in-person' &&
      (fr
        ? `${lawyerName} vous communiquera ${booking.meetingMode === 'video' ? 'le lien de l’appel vidéo' : 'les détails de l’appel'}.`
        : `${lawyerName} will send you the ${booking.meetingMode === 'video' ? 'video call link' : 'call details'}.`),
  ];
}

/** The visitor's link to cancel or move the booking, introduced. */
const manageLinkLines = (language: Language, link: string | null): (string | null)[] => [
  language === 'fr'
    ? 'Pour annuler ou changer l’heure, ouvrez ce lien (gardez-le pour vous)\u00a0:'
    : 'To cancel or change the time, open this link (keep it to yourself):',
  link,
];

/** Everything the visitor gave, for the lawyer's mails; their message quoted. */
function visitorDetails(booking: BookingMailInput['booking'], language: Language): string {
  const fr = language === 'fr';
  const name = oneLine(booking.name, 100);
  const mode = meetingModeLabel(booking.meetingMode, language);
  return lines(
    fr ? `Nom\u00a0: ${name}` : `Name: ${name}`,
    fr ? `Courriel\u00a0: ${booking.email}` : `Email: ${booking.email}`,
    booking.phone &&
      (fr
        ? `Téléphone\u00a0: ${oneLine(booking.phone, 40)}`
        : `Phone: ${oneLine(booking.phone, 40)}`),
    fr ? `Mode de rencontre\u00a0: ${mode}` : `How you meet: ${mode}`,
    booking.message && '',
    booking.message && (fr ? 'Message\u00a0:' : 'Message:'),
    booking.message && quoted(booking.message),
  );
}

/** The visitor's mail about a booking: booked, moved or cancelled. */
function visitorMail(input: BookingMailInput, event: BookingEvent): MailDraft {
  const { booking, lawyer, tokens, publicOrigin } = input;
  const language = booking.locale;
  const zone = booking.visitorTimeZone ?? lawyer.timeZone;
  const when = formatWhen(booking.startsAt, zone, language);
  const lawyerName = oneLine(lawyer.name);
  const mode = meetingModeLabel(booking.meetingMode, language);
  const link = tokens && manageUrl(publicOrigin, language, tokens.visitor);
  const where = officeAddress(input);
  const fr = language === 'fr';
  const lawyerLeft = event.kind === 'cancelled' && event.by === 'lawyer' && event.accountClosed;
  const subject = {
    booked: fr
      ? `Consultation réservée avec ${lawyerName}\u00a0: ${when}`
      : `Consultation booked with ${lawyerName}: ${when}`,
    moved: fr
      ? `Consultation déplacée avec ${lawyerName}\u00a0: ${when}`
      : `Consultation moved with ${lawyerName}: ${when}`,
    cancelled: fr
      ? `Consultation annulée avec ${lawyerName}\u00a0: ${when}`
      : `Consultation cancelled with ${lawyerName}: ${when}`,
  }[event.kind];
  const opening = (() => {
    if (event.kind === 'cancelled') {
      if (lawyerLeft) {
        return fr
          ? `${lawyerName} a fermé son compte\u00a0; votre consultation du ${when} est donc annulée.`
          : `${lawyerName} closed their account, so your consultation of ${when} is cancelled.`;
      }
      const by =
        event.by === 'lawyer'
          ? fr
            ? `${lawyerName} a annulé votre consultation`
            : `${lawyerName} cancelled your consultation`
          : fr
            ? 'Votre consultation a été annulée à votre demande'
            : 'Your consultation was cancelled as you asked';
      return fr ? `${by} du ${when}.` : `${by} of ${when}.`;
    }
    if (event.kind === 'moved') {
      const before = formatWhen(event.previousStartsAt, zone, language);
      return fr
        ? `Votre consultation avec ${lawyerName} a été déplacée du ${before} au ${when}.`
        : `Your consultation with ${lawyerName} was moved from ${before} to ${when}.`;
    }
    return fr
      ? `Votre consultation avec ${lawyerName} est réservée le ${when}.`
      : `Your consultation with ${lawyerName} is booked for ${when}.`;
  })();
  // A closed account's profile is gone: the visitor is sent to the directory rather than to it.
  const bookAgain = lawyerLeft
    ? [
        fr
          ? 'L’invitation jointe la retire de votre calendrier. Pour trouver un autre avocat ou une autre avocate, consultez le répertoire\u00a0:'
          : 'The attached invitation removes it from your calendar. To find another lawyer, search the directory:',
        mailPageUrl(publicOrigin, { page: 'home' }, language),
      ]
    : [
        fr
          ? 'L’invitation jointe la retire de votre calendrier. Pour prendre un autre rendez-vous, revenez au profil de l’avocat ou de l’avocate\u00a0:'
          : 'The attached invitation removes it from your calendar. To book another time, go back to the lawyer’s profile:',
        mailPageUrl(publicOrigin, { page: 'profile', lawyerId: lawyer.id }, language),
      ];
  const text =
    event.kind === 'cancelled'
      ? lines(fr ? 'Bonjour,' : 'Hello,', '', opening, ...bookAgain, '', SIGNATURE[language])
      : lines(
          fr ? 'Bonjour,' : 'Hello,',
          '',
          opening,
          '',
          ...meetingLines(input, language),
          '',
          fr
            ? 'L’invitation jointe (invite.ics) ajoute le rendez-vous à votre calendrier.'
            : 'The attached invitation (invite.ics) adds the appointment to your calendar.',
          ...manageLinkLines(language, link),
          '',
          fr
            ? 'Si vous n’avez pas pris ce rendez-vous, annulez-le avec ce lien.'
            : 'If you did not book this, cancel it with this link.',
          '',
          SIGNATURE[language],
        );
  return {
    kind: event.kind === 'cancelled' ? 'booking.cancelled.visitor' : 'booking.visitor',
    to: booking.email,
    replyTo: null,
    subject: oneLine(subject, 300),
    text,
    ics: invitation(input, event, {
      summary: fr ? `Consultation avec ${lawyerName}` : `Consultation with ${lawyerName}`,
      description: lines(mode, event.kind === 'cancelled' ? null : link),
      location: where ?? mode,
      lawyer: { name: lawyerName, email: lawyer.email },
      // The visitor's typed name stays out of their own mail.
      visitor: { name: booking.email, email: booking.email },
    }),
  };
}

/** How the lawyer's mails name a visitor whose account is closed (their name is gone). */
const CLOSED_ACCOUNT_CLIENT: Record<Language, string> = {
  en: 'Client (account closed)',
  fr: 'Client ou cliente (compte fermé)',
};

/** The lawyer's mail about a booking: everything the visitor gave, and the lawyer's own link. */
function lawyerMail(input: BookingMailInput, event: BookingEvent): MailDraft {
  const { booking, lawyer, tokens, publicOrigin } = input;
  const language = lawyer.language;
  const fr = language === 'fr';
  const when = formatWhen(booking.startsAt, lawyer.timeZone, language);
  const visitorLeft = event.kind === 'cancelled' && event.by === 'visitor' && event.accountClosed;
  // A closed account's booking keeps only placeholders for who booked: none of them is shown.
  const name = visitorLeft ? CLOSED_ACCOUNT_CLIENT[language] : oneLine(booking.name, 100);
  const mode = meetingModeLabel(booking.meetingMode, language);
  const link = tokens && manageUrl(publicOrigin, language, tokens.lawyer);
  const dashboardUrl = mailPageUrl(publicOrigin, { page: 'dashboard' }, language);
  const subject = {
    booked: fr ? `Nouveau rendez-vous\u00a0: ${name}, ${when}` : `New booking: ${name}, ${when}`,
    moved: fr ? `Rendez-vous déplacé\u00a0: ${name}, ${when}` : `Booking moved: ${name}, ${when}`,
    cancelled: fr
      ? `Rendez-vous annulé\u00a0: ${name}, ${when}`
      : `Booking cancelled: ${name}, ${when}`,
  }[event.kind];
  const opening = (() => {
    if (event.kind === 'cancelled') {
      if (visitorLeft) {
        return fr
          ? `Le client ou la cliente a fermé son compte\u00a0; la consultation du ${when} est donc annulée. Le créneau est de nouveau libre.`
          : `The client closed their account, so their consultation of ${when} is cancelled. The slot is open again.`;
      }
      if (event.by === 'lawyer') {
        return fr
          ? `Vous avez annulé la consultation ${ofName(name)} du ${when}. Un courriel en a informé ${name}.`
          : `You cancelled the consultation with ${name} of ${when}. ${name} was told by e-mail.`;
      }
      return fr
        ? `${name} a annulé sa consultation du ${when}. Le créneau est de nouveau libre.`
        : `${name} cancelled their consultation of ${when}. The slot is open again.`;
    }
    if (event.kind === 'moved') {
      const before = formatWhen(event.previousStartsAt, lawyer.timeZone, language);
      return fr
        ? `La consultation ${ofName(name)} a été déplacée du ${before} au ${when}.`
        : `The consultation with ${name} was moved from ${before} to ${when}.`;
    }
    return fr
      ? `${name} a réservé une consultation avec vous le ${when} par l’intermédiaire du ${SITE_NAME.fr}.`
      : `${name} booked a consultation with you for ${when} on ${SITE_NAME.en}.`;
  })();
  const text = lines(
    opening,
    '',
    !visitorLeft && visitorDetails(booking, language),
    !visitorLeft && '',
    event.kind !== 'cancelled' &&
      (fr
        ? 'L’invitation jointe (invite.ics) ajoute le rendez-vous à votre calendrier. Pour l’annuler ou le déplacer, ouvrez ce lien\u00a0:'
        : 'The attached invitation (invite.ics) adds it to your calendar. To cancel or move it, open this link:'),
    event.kind !== 'cancelled' && link,
    event.kind !== 'cancelled' && '',
    fr
      ? `Vos rendez-vous sont aussi dans votre tableau de bord\u00a0: ${dashboardUrl}`
      : `Your bookings are also in your dashboard: ${dashboardUrl}`,
    '',
    SIGNATURE[language],
  );
  return {
    kind: event.kind === 'cancelled' ? 'booking.cancelled.lawyer' : 'booking.lawyer',
    to: lawyer.email,
    // The placeholder address of a closed account reaches no one.
    replyTo: visitorLeft ? null : booking.email,
    subject: oneLine(subject, 300),
    text,
    ics: invitation(input, event, {
      summary: fr ? `Consultation\u00a0: ${name}` : `Consultation: ${name}`,
      description: visitorLeft ? mode : lines(mode, booking.email, booking.phone),
      location: officeAddress(input) ?? mode,
      lawyer: { name: oneLine(lawyer.name), email: lawyer.email },
      visitor: { name, email: booking.email },
    }),
  };
}

/**
 * The calendar invitation of one event, the same booking for both sides (its uid, times and
 * sequence); each side's mail says what it shows of the other.
 */
function invitation(
  { booking, publicOrigin }: BookingMailInput,
  event: BookingEvent,
  shown: Pick<
    Parameters<typeof bookingCalendar>[0]['booking'],
    'summary' | 'description' | 'location' | 'lawyer' | 'visitor'
  >,
): string {
  return bookingCalendar({
    uid: bookingUid(booking.id, publicOrigin),
    method: event.kind === 'cancelled' ? 'cancel' : 'request',
    booking: {
      id: booking.id,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      sequence: booking.sequence,
      ...shown,
    },
  });
}

/**
 * The visitor's mail about a booking held until they confirm it (issue 38 item 5): the time, until
 * when it is held, and the link whose page confirms it. No invitation (nothing is booked yet), and
 * nothing the visitor typed: the address is not proven, and whoever did not ask ignores the mail.
 */
export function holdMail(input: BookingMailInput, heldUntil: Date): MailDraft {
  const { booking, lawyer, tokens, publicOrigin } = input;
  const language = booking.locale;
  const fr = language === 'fr';
  const zone = booking.visitorTimeZone ?? lawyer.timeZone;
  const when = formatWhen(booking.startsAt, zone, language);
  const until = formatWhen(heldUntil, zone, language);
  const lawyerName = oneLine(lawyer.name);
  const link = tokens && manageUrl(publicOrigin, language, tokens.visitor);
  return {
    kind: 'booking.hold.visitor',
    to: booking.email,
    replyTo: null,
    subject: oneLine(
      fr
        ? `Confirmez votre consultation avec ${lawyerName}\u00a0: retenue jusqu’au ${until}`
        : `Confirm your consultation with ${lawyerName}: held until ${until}`,
      300,
    ),
    text: lines(
      fr ? 'Bonjour,' : 'Hello,',
      '',
      fr
        ? `Nous retenons pour vous le ${when} pour une consultation avec ${lawyerName}, jusqu’au ${until}.`
        : `We are holding ${when} for your consultation with ${lawyerName}, until ${until}.`,
      fr
        ? 'Elle n’est pas encore réservée. Pour la confirmer, ouvrez ce lien avant cette heure et choisissez «\u00a0Confirmer mon rendez-vous\u00a0»\u00a0:'
        : 'It is not booked yet. To confirm it, open this link before then and choose “Confirm my booking”:',
      link,
      '',
      fr
        ? `Sans confirmation à temps, la plage horaire est libérée et rien n’est réservé. ${lawyerName} n’en reçoit l’avis qu’une fois la consultation confirmée.`
        : `If you do not confirm it in time, the time is released and nothing is booked. ${lawyerName} hears of it only once you confirm it.`,
      '',
      fr
        ? 'Si vous n’avez rien demandé, ignorez ce courriel.'
        : 'If you did not ask for this, ignore this e-mail.',
      '',
      SIGNATURE[language],
    ),
  };
}

/** Both sides' mails about one event of a booking. */
export function bookingMails(input: BookingMailInput, event: BookingEvent): MailDraft[] {
  return [visitorMail(input, event), lawyerMail(input, event)];
}

/**
 * A reminder's input: the booking and its lawyer, and the token of the visitor's reminder link (a
 * link like the confirmation's, to the same page; the lawyer's reminder points to the dashboard).
 */
export type BookingReminderInput = Omit<BookingMailInput, 'tokens'> & { visitorToken: string };

/**
 * The visitor's reminder, the day before: the lawyer, the time in the visitor's zone (else the
 * lawyer's, named), how they meet and the link to cancel or move it, in the booking's language.
 * Like the confirmation, it echoes nothing the visitor typed, and carries no invitation: the
 * calendar entry they have is still right.
 */
export function visitorReminderMail(input: BookingReminderInput): MailDraft {
  const { booking, lawyer, publicOrigin, visitorToken } = input;
  const language = booking.locale;
  const fr = language === 'fr';
  const when = formatWhen(booking.startsAt, booking.visitorTimeZone ?? lawyer.timeZone, language);
  const lawyerName = oneLine(lawyer.name);
  return {
    kind: 'booking.reminder.visitor',
    to: booking.email,
    replyTo: null,
    subject: oneLine(
      fr
        ? `Rappel\u00a0: votre consultation avec ${lawyerName}, ${when}`
        : `Reminder: your consultation with ${lawyerName}, ${when}`,
      300,
    ),
    text: lines(
      fr ? 'Bonjour,' : 'Hello,',
      '',
      fr
        ? `Petit rappel\u00a0: votre consultation avec ${lawyerName} a lieu le ${when}.`
        : `A reminder: your consultation with ${lawyerName} is on ${when}.`,
      '',
      ...meetingLines(input, language),
      '',
      ...manageLinkLines(language, manageUrl(publicOrigin, language, visitorToken)),
      '',
      fr
        ? 'Si vous ne pouvez plus y être, merci d’annuler avec ce lien pour libérer la plage horaire.'
        : 'If you can no longer make it, please cancel with this link so the time is free again.',
      '',
      SIGNATURE[language],
    ),
  };
}

/**
 * The lawyer's reminder, the day before, in their language and zone: who booked, how to reach them
 * (Reply-To too), how they meet, and the dashboard, where the booking can be cancelled.
 */
export function lawyerReminderMail(input: Omit<BookingReminderInput, 'visitorToken'>): MailDraft {
  const { booking, lawyer, publicOrigin } = input;
  const language = lawyer.language;
  const fr = language === 'fr';
  const when = formatWhen(booking.startsAt, lawyer.timeZone, language);
  const name = oneLine(booking.name, 100);
  const dashboardUrl = mailPageUrl(publicOrigin, { page: 'dashboard' }, language);
  return {
    kind: 'booking.reminder.lawyer',
    to: lawyer.email,
    replyTo: booking.email,
    subject: oneLine(
      fr ? `Rappel de rendez-vous\u00a0: ${name}, ${when}` : `Booking reminder: ${name}, ${when}`,
      300,
    ),
    text: lines(
      fr
        ? `Petit rappel\u00a0: votre consultation avec ${name} a lieu le ${when}.`
        : `A reminder: your consultation with ${name} is on ${when}.`,
      '',
      visitorDetails(booking, language),
      '',
      fr
        ? `Pour la revoir ou l’annuler, ouvrez l’onglet «\u00a0Rendez-vous de consultation\u00a0» de votre tableau de bord\u00a0: ${dashboardUrl}`
        : `To review or cancel it, open the “Consultation bookings” tab of your dashboard: ${dashboardUrl}`,
      '',
      SIGNATURE[language],
    ),
  };
}
