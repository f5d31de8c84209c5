import { usePaymentActions, type Purchase } from '@outpace/core/payments';
import { BillingPanel } from '@outpace/ui';
import { useEffect, useState } from 'react';

export interface BillingSectionProps {
  /** The account has or had a plan (a tier or an end date): its billing portal has something to show. */
  hasPlan: boolean;
}

const loadFailed = 'Your purchases could not be loaded. Reload the page to try again.';

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
      if (result.error) setLoadError(loadFailed);
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
      purchases={purchases}
      purchasesError={loadError}
      onManageBilling={hasPlan || (purchases?.length ?? 0) > 0 ? openPortal : undefined}
      manageError={manageError}
    />
  );
}
