import { CallToAction } from '@outpace/ui';
import { BookingButton } from '../../booking/BookingButton';
import { faqItems, studioVideo } from '../../content/bookCall';
import { videoPoster } from '../../content/hero';

/** 'Book a call': the studio video, the FAQ and the calendar button. */
export function BookCallSection() {
  return (
    <CallToAction
      faq={faqItems}
      video={{ ...studioVideo, poster: videoPoster }}
      calendarButton={<BookingButton size="lg" />}
    />
  );
}
