import type { HeroTeamMember } from '@outpace/ui';
import ana from '../assets/team/ana.webp?w=128;176&format=avif;webp&as=picture';
import kenji from '../assets/team/kenji.webp?w=128;176&format=avif;webp&as=picture';
import maya from '../assets/team/maya.webp?w=128;176&format=avif;webp&as=picture';
import theo from '../assets/team/theo.webp?w=128;176&format=avif;webp&as=picture';
import { toResponsiveImage } from './toResponsiveImage';

/** The people a client works with; the portraits are illustrations made for this site. */
export const team: readonly HeroTeamMember[] = [
  { name: 'Maya Okafor', role: 'Founder & Growth Lead', picture: maya },
  { name: 'Theo Lindqvist', role: 'Design Director', picture: theo },
  { name: 'Ana Ruiz', role: 'Lead Developer', picture: ana },
  { name: 'Kenji Mori', role: 'Performance Marketing', picture: kenji },
].map(({ name, role, picture }) => ({
  name,
  role,
  image: toResponsiveImage(picture, `Illustrated portrait of ${name}`),
}));
