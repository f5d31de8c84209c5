import { useAuthActions, type AuthActionResult } from '@outpace/core/auth';
import { useToast } from '@outpace/ui';
import { useCallback } from 'react';
import { signOutToasts } from '../content/everyPage';

/**
 * Runs a sign-out and says how it went: `success` on success; on failure (the session stays) a destructive
 * 'Sign out failed' toast with the error's message. Resolves with the result, so a button can end its pending state.
 */
export function useReportedSignOut(
  signOut: () => Promise<AuthActionResult>,
  success: { title: string; description: string },
): () => Promise<AuthActionResult> {
  const { toast } = useToast();
  return useCallback(async () => {
    const result = await signOut();
    if (result.error) {
      toast({
        variant: 'destructive',
        title: signOutToasts.failureTitle,
        // The error's own message (docs/product.md#sign-out); our sentence only when it brought none.
        description: result.error.message.trim() || signOutToasts.failureFallback,
      });
    } else {
      toast({ ...success, variant: 'default' });
    }
    return result;
  }, [signOut, success, toast]);
}

/** Signs out of this device, with the sign-out toasts: the navigation bar's account menu and the account page share it. */
export function useSignOut(): () => Promise<AuthActionResult> {
  return useReportedSignOut(useAuthActions().signOut, signOutToasts.success);
}
