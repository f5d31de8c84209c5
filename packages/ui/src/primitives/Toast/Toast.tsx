import * as RadixToast from '@radix-ui/react-toast';
import { useState, useSyncExternalStore, type ReactNode } from 'react';
import { useReducedMotion } from '../../theme';
import {
  StyledClose,
  StyledDescription,
  StyledMarker,
  StyledText,
  StyledTitle,
  StyledToast,
  StyledViewport,
} from './Toast.styles';
import { ToastStoreContext, useToastStore } from './ToastContext';
import { createToastStore } from './toastStore';

export interface ToastProviderProps {
  /** How many toasts may be open at once; older ones close first. @default 3 */
  limit?: number;
  /** Milliseconds each toast stays open unless it sets its own `duration`. @default 5000 */
  duration?: number;
  /** Word read before each announced toast, e.g. "Notification Changes saved". @default 'Notification' */
  label?: string;
  children: ReactNode;
}

/** Holds the toasts of one app (or one test); `useToast` and `Toaster` must sit inside it. */
export function ToastProvider({
  limit = 3,
  duration = 5000,
  label = 'Notification',
  children,
}: ToastProviderProps) {
  // One store per provider, created once: the limit is read when the provider mounts.
  const [store] = useState(() => createToastStore({ limit }));
  return (
    <ToastStoreContext.Provider value={store}>
      <RadixToast.Provider duration={duration} label={label}>
        {children}
      </RadixToast.Provider>
    </ToastStoreContext.Provider>
  );
}

export interface ToasterProps {
  /** Accessible name of each toast's close button. @default 'Dismiss notification' */
  closeLabel?: string;
  /** Name of the notifications landmark; `{hotkey}` becomes the shortcut that focuses it (F8). @default 'Notifications ({hotkey})' */
  label?: string;
}

const CloseIcon = () => (
  <svg viewBox="0 0 20 20" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden="true">
    <path d="M5 5l10 10M15 5L5 15" strokeLinecap="round" />
  </svg>
);

/**
 * Renders the open toasts in a viewport: bottom right from 640px up, full width at the bottom on phones.
 * Failures are announced assertively (Radix `foreground`); everything else politely (`background`).
 */
export function Toaster({
  closeLabel = 'Dismiss notification',
  label = 'Notifications ({hotkey})',
}: ToasterProps) {
  const store = useToastStore('Toaster');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const isReducedMotion = useReducedMotion();

  return (
    <>
      {toasts.map(({ id, title, description, variant = 'default', duration, open }) => (
        <StyledToast
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) store.dismiss(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          duration={duration}
          $variant={variant}
          $animate={!isReducedMotion}
        >
          <StyledMarker aria-hidden="true" />
          <StyledText>
            <StyledTitle>{title}</StyledTitle>
            {description && <StyledDescription>{description}</StyledDescription>}
          </StyledText>
          <StyledClose aria-label={closeLabel}>
            <CloseIcon />
          </StyledClose>
        </StyledToast>
      ))}
      <StyledViewport label={label} />
    </>
  );
}
