import { describeAuthError, useAuthActions, type AuthActionResult } from '@outpace/core/auth';
import { useToast } from '@outpace/ui';
import { useCallback } from 'react';

/** The toasts of docs/product.md#sign-out. */
export const signOutToasts = {
  success: {
    title: 'Signed out successfully',
    description: 'You have been signed out of your account.',
  },
  failureTitle: 'Sign out failed',
} as const;

/**
 * Signs out and says how it went: the navigation bar's account menu and the account page share it. Success shows
 * 'Signed out successfully'; a failure (the session stays) shows a destructive 'Sign out failed' toast with the
 * error's message. Resolves with the result, so a button can end its pending state.
 */
export function useSignOut(): () => Promise<AuthActionResult> {
  const { signOut } = useAuthActions();
  const { toast } = useToast();
  return useCallback(async () => {
    const result = await signOut();
    if (result.error) {
      toast({
        variant: 'destructive',
        title: signOutToasts.failureTitle,
        // The error's own message (docs/product.md#sign-out); our sentence only when it brought none.
        description:
          result.error.message.trim() || describeAuthError(result.error, { context: 'signOut' }),
      });
    } else {
      toast({ ...signOutToasts.success, variant: 'default' });
    }
    return result;
  }, [signOut, toast]);
}
