import { CalendarButton, type CalendarButtonProps } from '@outpace/ui';
import { siteConfig } from '../config/site';

/**
 * The free 15-minute call: the scheduling widget on click, the booking page when the widget cannot load. The code
 * that loads the widget comes with the click too, so it stays out of the landing page's first script.
 */
export function BookingButton(props: Omit<CalendarButtonProps, 'href' | 'onActivate'>) {
  return (
    <CalendarButton
      label={siteConfig.booking.label}
      {...props}
      href={siteConfig.booking.url}
      onActivate={() =>
        void import('./loadScheduler').then(
          ({ openScheduler }) => openScheduler(siteConfig.booking),
          // Offline since the page loaded: the booking page, as when the widget cannot load.
          () => window.open(siteConfig.booking.url, '_blank', 'noopener,noreferrer'),
        )
      }
    />
  );
}
