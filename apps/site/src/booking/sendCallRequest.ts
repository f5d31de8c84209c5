import { mapFunctionsError } from '@outpace/core/auth';
import type { ContactRequest } from '@outpace/core/contracts';
import { defaultBookingFallbackLabels, type BookingRequestResult } from '@outpace/ui';
import { bookingFallbackCopy } from '../content/bookingFallback';
import { loadSupabase } from '../lib/supabase';

/**
 * Posts the request to the contact-request function (docs/product.md#booking). The function answers the same for
 * every address, so only a throttle (429) or a failure is told apart; either keeps what the visitor typed.
 */
export async function sendCallRequest(request: ContactRequest): Promise<BookingRequestResult> {
  let failure: unknown;
  try {
    const client = await loadSupabase();
    const { error } = await client.functions.invoke('contact-request', {
      method: 'POST',
      body: request,
    });
    if (!error) return undefined;
    failure = error;
  } catch (error) {
    failure = error;
  }
  const mapped = await mapFunctionsError(failure);
  console.error('[booking] contact-request failed.', mapped);
  return {
    error:
      mapped.code === 'over_request_rate_limit'
        ? bookingFallbackCopy.throttled
        : defaultBookingFallbackLabels.failure,
  };
}
