import { Benefits } from '@outpace/ui';

/** 'Benefits of working with us', with the kit's four cards. */
export function BenefitsSection() {
  return <Benefits />;
}
