import { contactRequestLimits } from '@outpace/core/contracts';
import { BookingFallback } from '@outpace/ui';
import { bookingFallbackCopy } from '../content/bookingFallback';
import { studioEmail } from '../content/contact';
import { lastEstimate } from './lastEstimate';
import { sendCallRequest } from './sendCallRequest';

export interface BookingFallbackDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The kit's booking fallback with the studio's address, the calculator's estimate and the contact-request
 * function. Loaded by BookingButton only when the scheduling widget cannot be used, so none of it is in the landing
 * page's first script.
 */
export function BookingFallbackDialog({ open, onOpenChange }: BookingFallbackDialogProps) {
  const total = lastEstimate();
  const estimate = total ? bookingFallbackCopy.estimate(total) : undefined;
  return (
    <BookingFallback
      open={open}
      onOpenChange={onOpenChange}
      email={studioEmail}
      estimate={estimate}
      maxLengths={contactRequestLimits}
      onSubmit={(values) => sendCallRequest({ ...values, ...(estimate ? { estimate } : {}) })}
    />
  );
}
