import {
  useEffect,
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { accountInitial } from './accountInitial';
import {
  StyledAccount,
  StyledAvatarButton,
  StyledMenuItem,
  StyledMenuList,
  StyledPanel,
  StyledSignedInAs,
} from './AccountMenu.styles';

export interface AccountMenuProps {
  /** The signed-in account. */
  email: string;
  /** Link to the account page. @default '/account' */
  accountHref?: string;
  /** Signs the user out; the menu closes first. Without it, the 'Sign out' item is left out. */
  onSignOut?: () => void;
  /** Overrides for the fixed texts. */
  labels?: Partial<AccountMenuLabels>;
}

/** Every fixed text of the account menu; all have defaults (`defaultAccountMenuLabels`). */
export interface AccountMenuLabels {
  /** Names the button for screen readers, from the account's e-mail. */
  accountMenu: (email: string) => string;
  /** The panel's first line, with the e-mail set in bold. */
  signedInAs: (email: ReactNode) => ReactNode;
  account: string;
  signOut: string;
}

export const defaultAccountMenuLabels: AccountMenuLabels = {
  accountMenu: (email) => `Account menu for ${email}`,
  signedInAs: (email) => <>Signed in as {email}</>,
  account: 'Account',
  signOut: 'Sign out',
};

/**
 * A disclosure (not an ARIA menu): a button with `aria-expanded` that shows a short list of a link and a button.
 * Escape closes it and returns focus to the button; a click outside or tabbing away closes it too.
 */
export function AccountMenu({
  email,
  accountHref = '/account',
  onSignOut,
  labels: labelOverrides,
}: AccountMenuProps) {
  const labels = { ...defaultAccountMenuLabels, ...labelOverrides };
  const [isOpen, setIsOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setIsOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsidePointer);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePointer);
  }, [isOpen]);

  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation();
    setIsOpen(false);
    buttonRef.current?.focus();
  };

  const handleBlur = (event: FocusEvent<HTMLDivElement>) => {
    // `relatedTarget` is null when focus leaves the page (window switch); keep the menu as it was then.
    const next = event.relatedTarget as Node | null;
    if (next && !rootRef.current?.contains(next)) setIsOpen(false);
  };

  return (
    <StyledAccount ref={rootRef} onKeyDown={handleKeyDown} onBlur={handleBlur}>
      <StyledAvatarButton
        ref={buttonRef}
        type="button"
        aria-expanded={isOpen}
        aria-controls={panelId}
        aria-label={labels.accountMenu(email)}
        onClick={() => setIsOpen((open) => !open)}
      >
        <span aria-hidden="true">{accountInitial(email)}</span>
      </StyledAvatarButton>
      <StyledPanel id={panelId} hidden={!isOpen}>
        <StyledSignedInAs>{labels.signedInAs(<strong>{email}</strong>)}</StyledSignedInAs>
        <StyledMenuList>
          <li>
            <StyledMenuItem href={accountHref}>{labels.account}</StyledMenuItem>
          </li>
          {onSignOut && (
            <li>
              <StyledMenuItem
                as="button"
                type="button"
                onClick={() => {
                  setIsOpen(false);
                  buttonRef.current?.focus();
                  onSignOut();
                }}
              >
                {labels.signOut}
              </StyledMenuItem>
            </li>
          )}
        </StyledMenuList>
      </StyledPanel>
    </StyledAccount>
  );
}
