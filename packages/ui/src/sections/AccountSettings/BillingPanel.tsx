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
  /** In the currency's smallest unit (cents). */
  amountCents: number;
  /** ISO 4217, any case, e.g. 'usd'. */
  currency: string;
  /** When it was bought, ISO 8601. */
  createdAt: string;
  /** The payment provider's receipt; null when there is none. */
  receiptUrl: string | null;
}

export interface BillingPanelProps {
  /** The account's purchases, newest first; null while they load. */
  purchases: BillingPurchase[] | null;
  /** Why the purchases could not be read; shown instead of the list. */
  purchasesError?: string | null;
  /**
   * Opens the payment provider's billing portal (cancel the plan at period end, change the card, invoices). While
   * a returned promise is pending the button shows 'Opening billing…'; absent, the account has nothing to manage
   * yet and the panel says so.
   */
  onManageBilling?: () => Promise<unknown> | void;
  /** Why the portal did not open, shown as an alert under the button. */
  manageError?: string | null;
  /** The section's anchor. @default 'billing' */
  id?: string;
}

/** e.g. '$29.99' for 2999 'usd'. */
export function formatMoney(amountCents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(amountCents / 100);
}

/** The account's payments: the templates it bought, with receipts, and the way to its billing portal. */
export function BillingPanel({
  purchases,
  purchasesError = null,
  onManageBilling,
  manageError = null,
  id = 'billing',
}: BillingPanelProps) {
  const manage = usePendingAction(onManageBilling ?? (() => undefined));

  let list;
  if (purchasesError) list = <AuthAlert error={{ message: purchasesError }} />;
  else if (purchases === null)
    list = (
      <div aria-busy="true">
        <span role="status">
          <VisuallyHidden>Loading your purchases</VisuallyHidden>
        </span>
        <Skeleton width="100%" height={56} />
      </div>
    );
  else if (purchases.length === 0) list = <p>No templates bought yet.</p>;
  else
    list = (
      <StyledPurchaseList aria-label="Purchases">
        {purchases.map((purchase) => (
          <li key={purchase.id}>
            <StyledFactorRow>
              <div>
                <span>{purchase.name}</span>
                <span>
                  {formatMoney(purchase.amountCents, purchase.currency)} ·{' '}
                  {formatAccountDate(purchase.createdAt)}
                </span>
              </div>
              {purchase.receiptUrl && (
                <StyledAuthLink href={purchase.receiptUrl} target="_blank" rel="noopener">
                  Receipt<VisuallyHidden> for {purchase.name} (opens in a new tab)</VisuallyHidden>
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
      title="Billing"
      description={
        onManageBilling
          ? 'Your purchases and receipts. Cancel or change your plan, your card and your invoices in the billing portal.'
          : 'Your purchases and receipts. Buy a template or a plan to manage billing here.'
      }
    >
      {list}
      {onManageBilling && (
        <StyledActionRow>
          <Button
            variant="secondary"
            onClick={manage.run}
            disabled={manage.isPending}
            iconStart={manage.isPending ? <Spinner size="sm" label="Opening billing" /> : undefined}
          >
            {manage.isPending ? 'Opening billing…' : 'Manage billing'}
          </Button>
        </StyledActionRow>
      )}
      {manageError && <AuthAlert error={{ message: manageError }} />}
    </SettingsPanel>
  );
}
BillingPanel.displayName = 'BillingPanel';
