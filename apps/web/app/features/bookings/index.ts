// The bookings feature's public API: all that other features and routes may import from it (decision 023).
export { ConsultationBooking } from './consultation-booking.tsx';
export { ManageBookingPage } from './manage-booking-page.tsx';
export { AvailabilitySection } from './availability-section.tsx';
export { BookingsSection } from './bookings-section.tsx';
export { PageBookingForm } from './page-booking-form.tsx';
// A booking's calendar file and page, for the client space's list (issue 37 item 5).
export { CalendarDownload, calendarHref } from './calendar-download.tsx';
export { manageBase } from './manage-key.ts';
