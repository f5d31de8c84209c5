import { CalendarButton, type CalendarButtonProps } from '@outpace/ui';
import { siteConfig } from '../config/site';
import { openScheduler } from './loadScheduler';

/** The free 15-minute call: the scheduling widget on click, the booking page when the widget cannot load. */
export function BookingButton(props: Omit<CalendarButtonProps, 'href' | 'onActivate'>) {
  return (
    <CalendarButton
      label={siteConfig.booking.label}
      {...props}
      href={siteConfig.booking.url}
      onActivate={() => void openScheduler(siteConfig.booking)}
    />
  );
}
