import { useContext, useMemo } from 'react';
import { AuthClientContext } from './AuthContext';
import { createSecurityActions } from './securityActions';
import type { SecurityActions } from './types';

/**
 * The security settings of the signed-in account (password, e-mail, authenticator apps, devices, deletion), for
 * the nearest `AuthProvider`'s client. A hook of its own, so only the pages that use them carry their code. The
 * object is stable. Throws outside the provider.
 */
export function useSecurityActions(): SecurityActions {
  const access = useContext(AuthClientContext);
  if (!access) throw new Error('useSecurityActions must be used inside <AuthProvider>.');
  return useMemo(() => createSecurityActions(access), [access]);
}
