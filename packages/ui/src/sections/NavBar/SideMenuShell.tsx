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

export interface SideMenuShellProps extends Omit<SideMenuEntriesProps, 'close'> {
  /** The dialog's id: the menu button opens it by this id (`commandfor`). */
  id: string;
  title: string;
}

/**
 * The side menu before its framer-motion sheet has loaded: a native modal `<dialog>` that the menu button opens and
 * its Close button closes through HTML commands, so it works from the prerendered page, before any script. The
 * browser traps focus in it, closes it on Escape and hands focus back to the menu button.
 */
export function SideMenuShell({ id, title, ...entries }: SideMenuShellProps) {
  const titleId = `${id}title`;
  const close = () => (document.getElementById(id) as HTMLDialogElement | null)?.close();
  return (
    <StyledShell id={id} aria-labelledby={titleId}>
      <StyledShellHeader>
        <StyledShellTitle id={titleId}>{title}</StyledShellTitle>
        <Button variant="secondary" size="sm" iconEnd={<CloseIcon />} {...invokes(id, 'close')}>
          Close
        </Button>
      </StyledShellHeader>
      <StyledShellBody>
        <SideMenuEntries close={close} {...entries} />
      </StyledShellBody>
    </StyledShell>
  );
}
