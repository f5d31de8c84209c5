import { planKeys, type Plan } from '@outpace/core/payments';
import { dataIsland, readDataIsland } from '../lib/productsIsland';
import { queryClient } from '../lib/queryClient';

// Its own id, kept here so that the products' code (which every page with products loads) never names the plans.
const PLANS_ISLAND_ID = 'prerendered-plans';

/** The island the plans page is prerendered with (see lib/productsIsland.ts). */
export const plansIsland = (plans: readonly Plan[]) => dataIsland(PLANS_ISLAND_ID, plans);

/**
 * Starts the plans cache from the list the plans page is prerendered with: the build's (prerender/renderPage.tsx, before it
 * renders the page) or, in the browser, the page's own island. As with the products, that copy counts as out of
 * date, so the page asks the API again.
 */
export function seedPlans(plans: Plan[] | undefined): void {
  if (!plans) return;
  queryClient.setQueryData(planKeys.all, plans);
  void queryClient.invalidateQueries({ queryKey: planKeys.all, refetchType: 'none' });
}

if (typeof document !== 'undefined') seedPlans(readDataIsland<Plan[]>(document, PLANS_ISLAND_ID));
