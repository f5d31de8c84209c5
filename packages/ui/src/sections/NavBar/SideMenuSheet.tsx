import { flushSync } from 'react-dom';
import { Sheet } from '../../primitives/Sheet';
import { SideMenuEntries, type SideMenuEntriesProps } from './SideMenuEntries';

export interface SideMenuSheetProps extends Omit<SideMenuEntriesProps, 'close'> {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Receives focus when the menu closes: the button that opened it. */
  returnFocusTo: HTMLElement | null;
}

/** The open menu itself (Radix Dialog through the kit `Sheet`), in its own module so it loads on first use. */
export function SideMenuSheet({
  open,
  onOpenChange,
  returnFocusTo,
  ...entries
}: SideMenuSheetProps) {
  return (
    <Sheet
      title={entries.labels.title}
      closeLabel={entries.labels.close}
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={(event) => {
        // The trigger is our own button, not a Radix trigger: hand focus back to it ourselves, unless an entry
        // moved focus elsewhere (then it stays where the visitor went).
        event.preventDefault();
        const isFocusLost = !document.activeElement || document.activeElement === document.body;
        if (isFocusLost) returnFocusTo?.focus();
      }}
      side="right"
      width={{ base: '300px', sm: '400px' }}
      enterDuration={500}
      exitDuration={300}
      aria-describedby={undefined}
    >
      {/* Closed first, synchronously: while open, the dialog traps focus and would pull back the focus an entry's
          handler moves (e.g. to the section it scrolls to). */}
      <SideMenuEntries close={() => flushSync(() => onOpenChange(false))} {...entries} />
    </Sheet>
  );
}
