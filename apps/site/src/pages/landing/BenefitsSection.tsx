import { Benefits } from '@outpace/ui';
import { benefits } from '../../content/benefits';

/** 'Benefits of working with us', with the studio's four cards. */
export function BenefitsSection() {
  return <Benefits benefits={benefits} />;
}
