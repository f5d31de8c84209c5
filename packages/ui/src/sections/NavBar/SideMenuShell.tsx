import { startTransition, useEffect, useRef, type KeyboardEvent } from 'react';
import { CloseIcon } from '../../icons';
import { Button } from '../../primitives/Button';
import { SideMenuEntries, type SideMenuEntriesProps } from './SideMenuEntries';
import {
  StyledShell,
  StyledShellBody,
  StyledShellHeader,
  StyledShellTitle,
} from './SideMenuShell.styles';
import { invokes } from './invokes';
import { wrapTab } from './wrapTab';

export interface SideMenuShellProps extends Omit<SideMenuEntriesProps, 'close'> {
  /** The dialog's id: the menu button opens it by this id (`commandfor`). */
  id: string;
  /** Called once this code runs in the page: from then on the shell may be given new props. */
  onLive: (live: true) => void;
  /** Called whenever the dialog opens or closes, and once this code runs if it is open by then. */
  onOpenChange: (open: boolean) => void;
}

/**
 * The side menu before its framer-motion sheet has loaded: a native modal `<dialog>` that the menu button opens and
 * its Close button closes through HTML commands, so it works from the prerendered page, before any script. The
 * browser makes the page behind it inert, closes it on Escape and hands focus back to the menu button; Tab and
 * Shift+Tab go round its own controls, as in the sheet, instead of on to the browser's (the landing page's boot
 * script does the same until this code has run, and leaves the shell once it is marked `data-live`).
 */
export function SideMenuShell({ id, onLive, onOpenChange, ...entries }: SideMenuShellProps) {
  const titleId = `${id}title`;
  const dialog = useRef<HTMLDialogElement>(null);
  const close = () => dialog.current?.close();
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // The landing page's boot script keeps Tab in a shell until it is marked live, then leaves it to this code.
    element.setAttribute('data-live', '');
    onLive(true);
    // As a transition: React takes the bar's state in slices between frames. Told at once, its re-render (the bar,
    // the shell and the mounted sheet: 37 ms at 4x CPU) ran as one task right after the dialog's first frame, ahead
    // of anything else the visitor's tap was waiting for.
    const report = () => startTransition(() => onOpenChange(element.open));
    // The menu button's expanded state changes as the dialog opens or closes, in the frame its slide starts: told to
    // React on `toggle`, a task later, its re-render would hold that state back, and told on `beforetoggle` the
    // re-render would hold back the frame itself. React then writes the same value.
    const expand = (event: Event) => {
      const expanded = String((event as ToggleEvent).newState === 'open');
      // By the id the dialog carries: the prerendered one, which React keeps where its own `useId` differs.
      for (const button of document.querySelectorAll(`[commandfor="${CSS.escape(element.id)}"]`)) {
        button.setAttribute('aria-expanded', expanded);
      }
    };
    // Opened by the browser (the menu button's command), perhaps before this code had arrived.
    if (element.open) report();
    element.addEventListener('toggle', report);
    element.addEventListener('beforetoggle', expand);
    return () => {
      element.removeEventListener('toggle', report);
      element.removeEventListener('beforetoggle', expand);
    };
  }, [onLive, onOpenChange]);
  return (
    <StyledShell
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      onKeyDown={(event: KeyboardEvent<HTMLDialogElement>) => {
        if (event.key === 'Tab' && wrapTab(event.currentTarget, event.shiftKey)) {
          event.preventDefault();
        }
      }}
    >
      <StyledShellHeader>
        <StyledShellTitle id={titleId}>{entries.labels.title}</StyledShellTitle>
        <Button variant="secondary" size="sm" iconEnd={<CloseIcon />} {...invokes(id, 'close')}>
          {entries.labels.close}
        </Button>
      </StyledShellHeader>
      <StyledShellBody>
        <SideMenuEntries close={close} {...entries} />
      </StyledShellBody>
    </StyledShell>
  );
}
