import type { ReactNode } from 'react';
import { Button } from '../../primitives/Button';
import { Skeleton } from '../../primitives/Skeleton';
import { Spinner } from '../../primitives/Spinner';
import { VisuallyHidden } from '../../primitives/VisuallyHidden';
import { formatAccountDate } from '../../internal/formatAccountDate';
import { AuthAlert } from '../../internal/form/FormParts';
import { StyledAuthLink } from '../../internal/form/AuthLayout.styles';
import { StyledActionRow, StyledFactorRow, StyledPurchaseList } from './AccountSettings.styles';
import { SettingsPanel } from './SettingsPanel';
import { usePendingAction } from '../../hooks/usePendingAction';

/** One template bought, as the billing panel lists it. */
export interface BillingPurchase {
  id: string;
  /** What was bought, e.g. 'Aurora'. */
  name: string;
  /** What was paid, formatted, e.g. '$29.99'. */
  amount: string;
  /** When it was bought, ISO 8601. */
  createdAt: string;
  /** The payment provider's receipt; null when there is none. */
  receiptUrl: string | null;
  /**
   * `refunding`: a second payment for something the account had, being given back; `refunded` and `disputed`: no
   * longer the account's. @default 'paid'
   */
  status?: 'paid' | 'refunding' | 'refunded' | 'disputed';
  /** What was given back, formatted (e.g. '$29.99'); absent when nothing was. */
  refunded?: string;
}

/** Every text of the panel; all have defaults (`defaultBillingPanelLabels`). */
export interface BillingPanelLabels {
  title: ReactNode;
  /** Above the list when the billing portal can be opened. */
  description: ReactNode;
  /** Above the list when the account has nothing to manage yet. */
  descriptionNothingToManage: ReactNode;
  loading: string;
  empty: ReactNode;
  listLabel: string;
  /** The receipt link's text, naming what it is for. */
  receipt: (name: string) => ReactNode;
  manage: string;
  managePending: string;
  managePendingStatus: string;
  /** After the amount of a purchase given back in full or in part, e.g. 'Refunded $29.99'. */
  refunded: (amount: string) => ReactNode;
  /** After the amount of a second payment being given back. */
  refunding: ReactNode;
  /** After the amount of a disputed payment. */
  disputed: ReactNode;
}

export const defaultBillingPanelLabels: BillingPanelLabels = {
  title: 'Billing',
  description:
    'Your purchases and receipts. Cancel or change your plan, your card and your invoices in the billing portal.',
  descriptionNothingToManage:
    'Your purchases and receipts. Buy a template or a plan to manage billing here.',
  loading: 'Loading your purchases',
  empty: 'No templates bought yet.',
  listLabel: 'Purchases',
  receipt: (name) => (
    <>
      Receipt<VisuallyHidden> for {name} (opens in a new tab)</VisuallyHidden>
    </>
  ),
  manage: 'Manage billing',
  managePending: 'Opening billing…',
  managePendingStatus: 'Opening billing',
  refunded: (amount) => `Refunded ${amount}`,
  refunding: 'Paid twice: being refunded',
  disputed: 'Disputed',
};

function purchaseState(purchase: BillingPurchase, labels: BillingPanelLabels): ReactNode {
  if (purchase.status === 'disputed') return labels.disputed;
  if (purchase.refunded) return labels.refunded(purchase.refunded);
  if (purchase.status === 'refunding') return labels.refunding;
  return null;
}

export interface BillingPanelProps {
  /** The account's purchases, newest first; null while they load. */
  purchases: BillingPurchase[] | null;
  /** Why the purchases could not be read; shown instead of the list. */
  purchasesError?: string | null;
  /**
   * Opens the payment provider's billing portal (cancel the plan at period end, change the card, invoices). While
   * a returned promise is pending the button shows `labels.managePending`; absent, the account has nothing to manage
   * yet and the panel says so.
   */
  onManageBilling?: () => Promise<unknown> | void;
  /** Why the portal did not open, shown as an alert under the button. */
  manageError?: string | null;
  /** Overrides for the texts. */
  labels?: Partial<BillingPanelLabels>;
  /** The section's anchor. @default 'billing' */
  id?: string;
}

/** The account's payments: the templates it bought, with receipts, and the way to its billing portal. */
export function BillingPanel({
  purchases,
  purchasesError = null,
  onManageBilling,
  manageError = null,
  labels: labelOverrides,
  id = 'billing',
}: BillingPanelProps) {
  const labels = { ...defaultBillingPanelLabels, ...labelOverrides };
  const manage = usePendingAction(onManageBilling ?? (() => undefined));

  let list;
  if (purchasesError) list = <AuthAlert error={{ message: purchasesError }} />;
  else if (purchases === null)
    list = (
      <div aria-busy="true">
        <span role="status">
          <VisuallyHidden>{labels.loading}</VisuallyHidden>
        </span>
        <Skeleton width="100%" height={56} />
      </div>
    );
  else if (purchases.length === 0) list = <p>{labels.empty}</p>;
  else
    list = (
      <StyledPurchaseList aria-label={labels.listLabel}>
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <StyledFactorRow>
              <div>
                <span>{purchase.name}</span>
                <span>
                  {purchase.amount} · {formatAccountDate(purchase.createdAt)}
                  {purchaseState(purchase, labels) && <> · {purchaseState(purchase, labels)}</>}
                </span>
              </div>
              {purchase.receiptUrl && (
                <StyledAuthLink href={purchase.receiptUrl} target="_blank" rel="noopener">
                  {labels.receipt(purchase.name)}
                </StyledAuthLink>
              )}
            </StyledFactorRow>
          </li>
        ))}
      </StyledPurchaseList>
    );

  return (
    <SettingsPanel
      id={id}
      title={labels.title}
      description={onManageBilling ? labels.description : labels.descriptionNothingToManage}
    >
      {list}
      {onManageBilling && (
        <StyledActionRow>
          <Button
            variant="secondary"
            onClick={manage.run}
            disabled={manage.isPending}
            iconStart={
              manage.isPending ? (
                <Spinner size="sm" label={labels.managePendingStatus} />
              ) : undefined
            }
          >
            {manage.isPending ? labels.managePending : labels.manage}
          </Button>
        </StyledActionRow>
      )}
      {manageError && <AuthAlert error={{ message: manageError }} />}
    </SettingsPanel>
  );
}
BillingPanel.displayName = 'BillingPanel';
