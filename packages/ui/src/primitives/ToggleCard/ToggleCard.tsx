import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { RadioCardGroupCard } from '../RadioCardGroup/RadioCardGroupCard';
import { useAdoptEarlyChoice } from '../../hooks/useAdoptEarlyChoice';
import { useForwardedRef } from '../../hooks/useForwardedRef';

export interface ToggleCardProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'checked' | 'defaultChecked' | 'onChange' | 'children'
> {
  /** The checkbox's accessible name, shown large on the card. */
  label: ReactNode;
  /** Supporting text under the label, announced as the checkbox's description. */
  description?: ReactNode;
  /** A short fact at the bottom of the card, e.g. "+$200 / person". */
  meta?: ReactNode;
  /** Whether the option is on. */
  checked: boolean;
  /** Called with the new state on click or Space. */
  onCheckedChange: (checked: boolean) => void;
}

/**
 * An opt-in add-on as a large card, backed by a native checkbox (click or Space toggles it). A toggle made on the
 * prerendered page before it hydrated is reported through `onCheckedChange` once it has.
 */
export const ToggleCard = forwardRef<HTMLInputElement, ToggleCardProps>(function ToggleCard(
  { checked, onCheckedChange, ...rest },
  ref,
) {
  const inputRef = useForwardedRef(ref);

  useAdoptEarlyChoice(() => {
    const isChecked = inputRef.current?.checked;
    if (isChecked !== undefined && isChecked !== checked) onCheckedChange(isChecked);
  });

  return (
    <RadioCardGroupCard
      ref={inputRef}
      type="checkbox"
      checked={checked}
      onChange={(event) => onCheckedChange(event.currentTarget.checked)}
      {...rest}
    />
  );
});
ToggleCard.displayName = 'ToggleCard';
