import { useAuthActions, type AuthActionResult } from '@outpace/core/auth';
import { useToast } from '@outpace/ui';
import { useCallback } from 'react';

/** The toasts of docs/product.md#sign-out. */
export const signOutToasts = {
  success: {
    title: 'Signed out successfully',
    description: 'You have been signed out of your account.',
  },
  failureTitle: 'Sign out failed',
  /**
   * For an error without a message of its own (core's errors always carry one, so hardly ever): a fixed sentence
   * rather than the auth error catalogue, which would put ~1.2 KB brotli into every page's first script.
   */
  failureFallback: 'Your session is still open here. Try again in a moment.',
} as const;

/** The toasts of the account page's devices setting, in the same style as signing out. */
export const deviceToasts = {
  others: {
    title: 'Signed out of other devices',
    description: 'Your account is now signed in on this device only.',
  },
  everywhere: {
    title: 'Signed out everywhere',
    description: 'Your account is signed out on every device, this one included.',
  },
} as const;

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
