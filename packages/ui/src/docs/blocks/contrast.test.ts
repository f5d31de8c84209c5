import { contrastGrade, contrastRatio, formatRatio, relativeLuminance } from './contrast';

describe('contrastRatio', () => {
  it('spans 1:1 for a colour on itself to 21:1 for black on white', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ff5b22', '#ff5b22')).toBe(1);
  });

  it('gives the same ratio whichever colour comes first', () => {
    expect(contrastRatio('#4a453c', '#f6f3ec')).toBe(contrastRatio('#f6f3ec', '#4a453c'));
  });

  it('matches the published WCAG figures for mid greys on white', () => {
    // #777 on white is the classic "just fails AA" grey (4.48:1); #767676 is the darkest that passes (4.54:1).
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('reads three-digit hex as its six-digit form', () => {
    expect(relativeLuminance('#fa0')).toBe(relativeLuminance('#ffaa00'));
  });

  it('refuses a colour it cannot read rather than guessing', () => {
    expect(() => relativeLuminance('rgba(0, 0, 0, 0.5)')).toThrow('Not a hex colour');
  });
});

describe('contrastGrade and formatRatio', () => {
  it('grades text against 4.5 and 7, and other marks against 3', () => {
    expect(contrastGrade(7.1, 'text')).toBe('AAA');
    expect(contrastGrade(4.5, 'text')).toBe('AA');
    expect(contrastGrade(4.49, 'text')).toBe('fail');
    expect(contrastGrade(3.2, 'non-text')).toBe('AA');
    expect(contrastGrade(2.9, 'non-text')).toBe('fail');
  });

  it('never rounds a failing ratio up to a passing figure', () => {
    expect(formatRatio(4.4999)).toBe('4.49:1');
    expect(formatRatio(21)).toBe('21.00:1');
  });
});
