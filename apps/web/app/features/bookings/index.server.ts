// The bookings feature's server entry: loaders and actions of its routes (decision 023).
export { manageBookingAction, manageBookingLoader } from './manage-booking.server.ts';
export type {
  ManageActionData,
  ManageBookingData,
  ManageDone,
  ManageStep,
} from './manage-booking.server.ts';
export { bookingPageAction, bookingPageSlots } from './book-action.server.ts';
