export {
  BookingFallback,
  bookingMailto,
  defaultBookingFallbackLabels,
  type BookingFallbackLabels,
  type BookingFallbackProps,
  type BookingRequestResult,
  type BookingRequestValues,
} from './BookingFallback';
