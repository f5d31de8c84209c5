import { motion } from '../theme/tokens';
import { bezierPoints } from './bezierPoints';

describe('bezierPoints', () => {
  it('reads the four control values of a CSS cubic-bezier()', () => {
    expect(bezierPoints('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(bezierPoints(' cubic-bezier(.3,0,0,1.2) ')).toEqual([0.3, 0, 0, 1.2]);
  });

  it('reads every easing of the theme', () => {
    for (const easing of Object.values(motion.easing)) expect(bezierPoints(easing)).toHaveLength(4);
  });

  it('refuses anything else, rather than animating with a wrong curve', () => {
    expect(() => bezierPoints('ease-out')).toThrow('Not a cubic-bezier() easing: ease-out');
    expect(() => bezierPoints('cubic-bezier(0.2, 0, 1)')).toThrow();
    expect(() => bezierPoints('cubic-bezier(0.2, 0, x, 1)')).toThrow();
  });
});
