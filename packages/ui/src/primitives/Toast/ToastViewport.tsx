import * as RadixToast from '@radix-ui/react-toast';
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
import type { ToastItem } from './toastStore';
import type { ToastContextValue } from './ToastContext';
import { CloseIcon } from '../../icons';

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  settings: ToastContextValue;
  closeLabel: string;
  label: string;
}

/** The Radix part of the `Toaster`, in its own module so it loads with the first toast. */
export function ToastViewport({ toasts, settings, closeLabel, label }: ToastViewportProps) {
  const isReducedMotion = useReducedMotion();
  const { store, duration, label: announcementLabel } = settings;
  return (
    <RadixToast.Provider duration={duration} label={announcementLabel}>
      {toasts.map(({ id, title, description, variant = 'default', duration: own, open }) => (
        <StyledToast
          key={id}
          open={open}
          onOpenChange={(isOpen) => {
            if (!isOpen) store.dismiss(id);
          }}
          type={variant === 'destructive' ? 'foreground' : 'background'}
          duration={own}
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
    </RadixToast.Provider>
  );
}
