import { CalendarButton, type CalendarButtonProps } from '@outpace/ui';
import { useState, type ComponentType } from 'react';
import { siteConfig } from '../config/site';
import { studioEmail } from '../content/contact';
import type { BookingFallbackDialogProps } from './BookingFallbackDialog';

/**
 * The free 15-minute call: the scheduling widget on click, our own fallback dialog (the studio's address and a
 * request form) when the widget cannot load (docs/product.md#booking). The widget's loader and the dialog both
 * come with the click, so neither is in the landing page's first script.
 */
export function BookingButton(props: Omit<CalendarButtonProps, 'href' | 'onActivate'>) {
  const [Fallback, setFallback] = useState<ComponentType<BookingFallbackDialogProps> | null>(null);
  const [isFallbackOpen, setFallbackOpen] = useState(false);

  const openFallback = () =>
    import('./BookingFallbackDialog').then(
      ({ BookingFallbackDialog }) => {
        setFallback(() => BookingFallbackDialog);
        setFallbackOpen(true);
      },
      // Offline since the page loaded, so not even our own dialog arrives: the visitor's mail app still can.
      () => window.location.assign(`mailto:${studioEmail}`),
    );

  return (
    <>
      <CalendarButton
        label={siteConfig.booking.label}
        {...props}
        href={siteConfig.booking.url}
        onActivate={() =>
          void import('./loadScheduler')
            .then(({ openScheduler }) => openScheduler(siteConfig.booking))
            .then(
              (opened) => (opened ? undefined : openFallback()),
              () => openFallback(),
            )
        }
      />
      {Fallback && <Fallback open={isFallbackOpen} onOpenChange={setFallbackOpen} />}
    </>
  );
}
