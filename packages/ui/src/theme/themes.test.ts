import { createTheme, defaultTheme, harborTheme } from './themes';

describe('createTheme', () => {
  it('changes only the keys it is given', () => {
    const acme = createTheme({ name: 'acme', radii: { sm: '2px' } });
    expect(acme).toEqual({
      ...defaultTheme,
      name: 'acme',
      radii: { ...defaultTheme.radii, sm: '2px' },
    });
  });

  it("gives a brand with its own accent a glow in that accent, not Outpace's ember", () => {
    const acme = createTheme({ colors: { bg: { accent: '#0057ff' } } });
    expect(acme.colors.accentGlow).toBe('color-mix(in srgb, #0057ff 22%, transparent)');
  });

  it('keeps a glow the brand names itself', () => {
    const acme = createTheme({
      colors: { bg: { accent: '#0057ff' }, accentGlow: 'rgba(0, 87, 255, 0.3)' },
    });
    expect(acme.colors.accentGlow).toBe('rgba(0, 87, 255, 0.3)');
  });

  it('gives the second brand a glow of its own', () => {
    expect(harborTheme.colors.accentGlow).not.toBe(defaultTheme.colors.accentGlow);
  });
});
