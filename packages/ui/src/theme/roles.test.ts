import { contrastRatio, minimumContrast } from '../docs/blocks/contrast';
import { roleColor, surfaceRoles } from './roles';
import { themes } from './themes';

const surfaces = Object.entries(surfaceRoles).map(([name, roles]) => ({ name, ...roles }));

describe.each(Object.values(themes))('the $name theme', (theme) => {
  describe.each(surfaces)('on the $name surface', ({ background, text, outline, hover }) => {
    it("keeps an outlined or ghost button's label readable, at rest and under the pointer", () => {
      expect(contrastRatio(text(theme), background(theme))).toBeGreaterThanOrEqual(
        minimumContrast.text,
      );
      expect(contrastRatio(text(theme), hover(theme))).toBeGreaterThanOrEqual(minimumContrast.text);
    });

    it("draws an outlined button's edge that stands out", () => {
      expect(contrastRatio(outline(theme), background(theme))).toBeGreaterThanOrEqual(
        minimumContrast['non-text'],
      );
    });
  });
});

it('names every role it reads', () => {
  expect(() => roleColor(themes.outpace, 'fg.nope' as 'fg.default')).toThrow(
    'The theme has no colour fg.nope',
  );
});
