import { describe, expect, it } from 'vitest';
import { safeNextPath, withNext } from './safeNextPath';

describe('safeNextPath', () => {
  it('keeps a path on this site, with its query and fragment', () => {
    expect(safeNextPath('/account')).toBe('/account');
    expect(safeNextPath('/all-framer-templates?type=saas#top')).toBe(
      '/all-framer-templates?type=saas#top',
    );
  });

  it.each([
    [null],
    [''],
    ['account'],
    ['https://evil.example/account'],
    ['//evil.example/account'],
    ['/\\evil.example'],
    ['javascript:alert(1)'],
    ['/\tevil'],
    ['/sign-in'],
    ['/sign-up?next=/account'],
    ['/reset-password'],
  ])('falls back for %j', (raw) => {
    expect(safeNextPath(raw)).toBe('/account');
    expect(safeNextPath(raw, '/')).toBe('/');
  });

  it('normalises dot segments without leaving the site', () => {
    expect(safeNextPath('/a/../account')).toBe('/account');
    expect(safeNextPath('/../../etc')).toBe('/etc');
  });
});

describe('withNext', () => {
  it('adds the page to return to', () => {
    expect(withNext('/sign-in', '/account')).toBe('/sign-in?next=%2Faccount');
    expect(withNext('/sign-in', '/saas-templates?x=1')).toBe(
      '/sign-in?next=%2Fsaas-templates%3Fx%3D1',
    );
  });
});
