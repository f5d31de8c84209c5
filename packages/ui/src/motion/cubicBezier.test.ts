import { cubicBezier } from './cubicBezier';

describe('cubicBezier', () => {
  it('reads the four control points of a CSS cubic-bezier()', () => {
    expect(cubicBezier('cubic-bezier(0.2, 0, 0, 1)')).toEqual([0.2, 0, 0, 1]);
    expect(cubicBezier(' cubic-bezier(0.3,0,0,1.2) ')).toEqual([0.3, 0, 0, 1.2]);
  });

  it('refuses anything else', () => {
    expect(() => cubicBezier('ease-in-out')).toThrow('Not a cubic-bezier() easing: ease-in-out');
    expect(() => cubicBezier('cubic-bezier(0.2, 0, 1)')).toThrow();
    expect(() => cubicBezier('cubic-bezier(a, 0, 0, 1)')).toThrow();
  });
});
