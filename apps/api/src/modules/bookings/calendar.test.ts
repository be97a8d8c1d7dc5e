import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { bookingCalendar, bookingUid } from './calendar.ts';
import type { CalendarBooking } from './calendar.ts';

const booking: CalendarBooking = {
  id: 42,
  startsAt: new Date('2026-11-30T14:00:00Z'),
  endsAt: new Date('2026-11-30T14:30:00Z'),
  sequence: 0,
  summary: 'Consultation with Ann Lee, lawyer',
  description: 'Line one\nLine two; with, commas',
  location: 'Video call',
  lawyer: { name: 'Ann Lee', email: 'ann@law.example' },
  visitor: { name: 'Bob "B" Smith', email: 'bob@example.com' },
};

/** The file's first event, as a calendar reads it. */
function parse(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { calendar, vevent, event: new ICAL.Event(vevent) };
}

describe('bookingCalendar', () => {
  it('writes an invitation in UTC with a stable UID (parsed by ical.js)', () => {
    const uid = bookingUid(42, 'https://lawyers.example');
    const ics = bookingCalendar({ booking, method: 'request', uid });
    expect(ics).toMatch(/^DTSTART:20261130T140000Z\r$/m);
    expect(ics).toMatch(/^DTEND:20261130T143000Z\r$/m);
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(event.uid).toBe('booking-42@lawyers.example');
    expect(event.sequence).toBe(0);
    expect(event.startDate.toJSDate().toISOString()).toBe('2026-11-30T14:00:00.000Z');
    expect(event.endDate.toJSDate().toISOString()).toBe('2026-11-30T14:30:00.000Z');
    expect(event.startDate.zone?.tzid).toBe('UTC');
    expect(event.description).toBe('Line one\nLine two; with, commas');
    expect(String(vevent.getFirstPropertyValue('organizer')).toLowerCase()).toBe(
      'mailto:ann@law.example',
    );
    expect(
      event.attendees.map((attendee) => String(attendee.getFirstValue()).toLowerCase()),
    ).toEqual(['mailto:bob@example.com']);
  });

  it('cancels the same UID with a higher SEQUENCE', () => {
    const uid = bookingUid(42, 'https://lawyers.example');
    const ics = bookingCalendar({ booking: { ...booking, sequence: 1 }, method: 'cancel', uid });
    const { calendar, vevent, event } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(event.uid).toBe(uid);
    expect(event.sequence).toBe(1);
    expect(vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
  });

  it('keeps a hostile name inside its property', () => {
    const ics = bookingCalendar({
      booking: { ...booking, summary: 'X\r\nMETHOD:CANCEL\r\nBEGIN:VEVENT' },
      method: 'request',
      uid: 'booking-1@x',
    });
    const { calendar } = parse(ics);
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getAllSubcomponents('vevent')).toHaveLength(1);
  });
});
