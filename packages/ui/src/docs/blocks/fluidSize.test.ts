import { fontSizes } from '../../theme/tokens';
import { fontSizeAt } from './fluidSize';

describe('fontSizeAt', () => {
  it('reads a fixed size in rem as 16 px per rem', () => {
    expect(fontSizeAt('1.125rem', 375)).toBe(18);
    expect(fontSizeAt('0.75rem', 1280)).toBe(12);
  });

  it('follows the preferred value of a clamp between its bounds', () => {
    // 1.2rem + 1.2vw at 1000 px: 19.2 + 12 = 31.2 px, inside 24–32 px.
    expect(fontSizeAt('clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', 1000)).toBeCloseTo(31.2, 5);
  });

  it('holds a clamp at its minimum on small screens and its maximum on large ones', () => {
    expect(fontSizeAt('clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', 320)).toBe(24);
    expect(fontSizeAt('clamp(1.5rem, 1.2rem + 1.2vw, 2rem)', 1920)).toBe(32);
  });

  it('can size every font-size token of the kit', () => {
    for (const value of Object.values(fontSizes)) {
      expect(fontSizeAt(value, 375)).toBeGreaterThan(0);
    }
  });

  it('refuses a form it does not know', () => {
    expect(() => fontSizeAt('calc(1rem + 2px)', 375)).toThrow('Cannot work out the size');
  });
});
