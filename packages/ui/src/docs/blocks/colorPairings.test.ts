import { themes } from '../../theme';
import { roleColor } from '../../theme/roles';
import { colorPairings } from './colorPairings';
import { contrastRatio, minimumContrast } from './contrast';

describe.each(Object.values(themes))('the $name theme', (theme) => {
  it.each(colorPairings)('meets WCAG AA with $fg on $bg', ({ fg, bg, use }) => {
    const ratio = contrastRatio(roleColor(theme, fg), roleColor(theme, bg));
    expect(ratio).toBeGreaterThanOrEqual(minimumContrast[use]);
  });
});
