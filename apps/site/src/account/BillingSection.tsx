import { usePaymentActions, type Purchase } from '@outpace/core/payments';
import { formatMoney } from '@outpace/core/pricing';
import { BillingPanel, type BillingPurchase } from '@outpace/ui';
import { useEffect, useState } from 'react';
import { accountLoadErrors } from '../content/account';

export interface BillingSectionProps {
  /** The account has or had a plan (a tier or an end date): its billing portal has something to show. */
  hasPlan: boolean;
}

const panelStatus: Record<Purchase['state'], BillingPurchase['status']> = {
  paid: 'paid',
  refund_due: 'refunding',
  refunded: 'refunded',
  disputed: 'disputed',
};

const toBillingPurchase = (purchase: Purchase): BillingPurchase => ({
  id: purchase.id,
  name: purchase.name,
  amount: formatMoney(purchase.amountCents, purchase.currency),
  createdAt: purchase.createdAt,
  receiptUrl: purchase.receiptUrl,
  status: panelStatus[purchase.state],
  ...(purchase.amountRefundedCents > 0
    ? { refunded: formatMoney(purchase.amountRefundedCents, purchase.currency) }
    : {}),
});

/** The account page's billing: the templates bought, with receipts, and "Manage billing" (the provider's portal). */
export function BillingSection({ hasPlan }: BillingSectionProps) {
  const actions = usePaymentActions();
  const [purchases, setPurchases] = useState<Purchase[] | null>(null);
  const [loadError, setLoadError] = useState<string | null>(null);
  const [manageError, setManageError] = useState<string | null>(null);

  useEffect(() => {
    let current = true;
    void actions.listPurchases().then((result) => {
      if (!current) return;
      if (result.error) setLoadError(accountLoadErrors.purchases);
      else setPurchases(result.purchases);
    });
    return () => {
      current = false;
    };
  }, [actions]);

  const openPortal = async () => {
    setManageError(null);
    const { url, error } = await actions.openBillingPortal();
    if (error) setManageError(error.message);
    else window.location.assign(url);
  };

  return (
    <BillingPanel
      purchases={purchases?.map(toBillingPurchase) ?? null}
      purchasesError={loadError}
      onManageBilling={hasPlan || (purchases?.length ?? 0) > 0 ? openPortal : undefined}
      manageError={manageError}
    />
  );
}
