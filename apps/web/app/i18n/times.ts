/**
 * A time of day as office hours store it ("HH:MM", the office's local time), as the page's language
 * writes it: "9:00 a.m." / « 9 h 30 ». One home with the appointments' times (issue 37 item 2):
 * `@cld/reference/appointment-time` writes both, for the server and the pages alike; `times.test.ts`
 * checks it against Intl for every minute of the day.
 */
export { formatTimeOfDay } from '@cld/reference/appointment-time';
