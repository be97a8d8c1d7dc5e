import type { Language } from '@cld/contract/languages';
import type { MeetingMode } from '@cld/reference/practice-details';
import { ofName } from '@cld/content/french-elision';
import { sitePath } from '@cld/reference/site-paths';
import { mailPageUrl } from '../mail/links.ts';
import { oneLine, quoted } from '../mail/plain-text.ts';
import { SIGNATURE, SITE_NAME } from '../mail/templates.ts';
import type { MailDraft } from '../mail/templates.ts';
import { bookingTimes, officeTime, visitorTime } from './appointment-text.ts';
import { bookingCalendar, bookingUid } from './calendar.ts';
import { officeAddressText } from './office-address.ts';

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
    /** "R3C 1A1"; null when the profile gives none. */
    postalCode: string | null;
    city: string;
    province: string;
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

/** When, as the reader's page shows it (`appointment-text.ts`): the visitor's clock where known. */
const visitorWhen = (
  { booking, lawyer }: Pick<BookingMailInput, 'booking' | 'lawyer'>,
  instant: Date,
) => visitorTime(instant, lawyer, booking.visitorTimeZone, booking.locale).text;

/** When, on the lawyer's clock, in the lawyer's language. */
const lawyerWhen = ({ lawyer }: Pick<BookingMailInput, 'lawyer'>, instant: Date) =>
  officeTime(instant, lawyer, lawyer.language).text;

const manageUrl = (publicOrigin: string, language: Language, token: string) =>
  `${publicOrigin}${sitePath('manageBooking', language)}?token=${token}`;

function lines(...parts: (string | false | null)[]): string {
  return parts.filter((part): part is string => typeof part === 'string').join('\n');
}

/**
 * Where the visitor meets the lawyer: an in-person booking's full office address (street, city,
 * province, postal code), if the profile has one; the page and the `.ics` LOCATION show the same.
 */
const officeAddress = (
  { booking, lawyer }: Pick<BookingMailInput, 'booking' | 'lawyer'>,
  language: Language,
) => (booking.meetingMode === 'in-person' ? officeAddressText(lawyer, language) : null);

/** The visitor's lines on how they meet: the mode, the address, or who sends the call's details. */
function meetingLines(
  input: Pick<BookingMailInput, 'booking' | 'lawyer'>,
  language: Language,
): (string | false | null)[] {
  const { booking } = input;
  const fr = language === 'fr';
  const mode = meetingModeLabel(booking.meetingMode, language);
  const lawyerName = oneLine(input.lawyer.name);
  const where = officeAddress(input, language);
  return [
    fr ? `Mode de rencontre\u00a0: ${mode}` : `How you meet: ${mode}`,
    where && (fr ? `Adresse\u00a0: ${where}` : `Address: ${where}`),
    booking.meetingMode !== 'in-person' &&
      (fr
        ? `${lawyerName} vous communiquera ${booking.meetingMode === 'video' ? 'le lien de l’appel vidéo' : 'les détails de l’appel'}.`
        : `${lawyerName} will send you the ${booking.meetingMode === 'video' ? 'video call link' : 'call details'}.`),
  ];
}

/**
 * The time at the lawyer's office too, when the visitor's zone is another: both clocks named, as
 * the booking's page shows them.
 */
function officeLine(input: Pick<BookingMailInput, 'booking' | 'lawyer'>): string | null {
  const { booking, lawyer } = input;
  const times = bookingTimes(booking.startsAt, lawyer, booking.visitorTimeZone, booking.locale);
  if (!times.visitor) return null;
  return booking.locale === 'fr'
    ? `Au cabinet\u00a0: ${times.office.text}.`
    : `At the lawyer’s office: ${times.office.text}.`;
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
  const when = visitorWhen(input, booking.startsAt);
  const lawyerName = oneLine(lawyer.name);
  const mode = meetingModeLabel(booking.meetingMode, language);
  const link = tokens && manageUrl(publicOrigin, language, tokens.visitor);
  const where = officeAddress(input, language);
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
      const before = visitorWhen(input, event.previousStartsAt);
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
          officeLine(input),
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
  const when = lawyerWhen(input, booking.startsAt);
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
      const before = lawyerWhen(input, event.previousStartsAt);
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
      location: officeAddress(input, language) ?? mode,
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
  { booking, publicOrigin }: Pick<BookingMailInput, 'booking' | 'publicOrigin'>,
  event: BookingEvent | 'download',
  shown: Pick<
    Parameters<typeof bookingCalendar>[0]['booking'],
    'summary' | 'description' | 'location' | 'lawyer' | 'visitor'
  >,
): string {
  return bookingCalendar({
    uid: bookingUid(booking.id, publicOrigin),
    method: event === 'download' ? 'publish' : event.kind === 'cancelled' ? 'cancel' : 'request',
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
  const when = visitorWhen(input, booking.startsAt);
  const until = visitorWhen(input, heldUntil);
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
  const when = visitorWhen(input, booking.startsAt);
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
  const when = lawyerWhen(input, booking.startsAt);
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

/**
 * The `.ics` a page offers to download ("Add to calendar", issue 37 item 5): the same event as the
 * e-mails' invitations (UID, times, SEQUENCE, LOCATION), as `side` sees it, published rather than
 * sent as an invitation to answer; the lawyer's side in the lawyer's language, the visitor's in
 * `language`.
 */
export function bookingCalendarFile(
  input: Omit<BookingMailInput, 'tokens'>,
  side: 'visitor' | 'lawyer',
  language: Language,
): string {
  const { booking, lawyer } = input;
  const fr = language === 'fr';
  const lawyerName = oneLine(lawyer.name);
  const mode = meetingModeLabel(booking.meetingMode, language);
  const location = officeAddress(input, language) ?? mode;
  if (side === 'lawyer') {
    const name = oneLine(booking.name, 100);
    return invitation(input, 'download', {
      summary: fr ? `Consultation\u00a0: ${name}` : `Consultation: ${name}`,
      description: lines(mode, booking.email, booking.phone),
      location,
      lawyer: { name: lawyerName, email: lawyer.email },
      visitor: { name, email: booking.email },
    });
  }
  return invitation(input, 'download', {
    summary: fr ? `Consultation avec ${lawyerName}` : `Consultation with ${lawyerName}`,
    description: mode,
    location,
    lawyer: { name: lawyerName, email: lawyer.email },
    visitor: { name: booking.email, email: booking.email },
  });
}
