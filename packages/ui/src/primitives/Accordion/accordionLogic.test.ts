import { focusTargetIndex, toggleOpenIds } from './accordionLogic';

describe('toggleOpenIds', () => {
  it.each([
    { open: [], id: 'a', type: 'single', expected: ['a'] },
    { open: ['a'], id: 'b', type: 'single', expected: ['b'] },
    { open: ['a'], id: 'a', type: 'single', expected: [] },
    { open: [], id: 'a', type: 'multiple', expected: ['a'] },
    { open: ['a'], id: 'b', type: 'multiple', expected: ['a', 'b'] },
    { open: ['a', 'b'], id: 'a', type: 'multiple', expected: ['b'] },
  ] as const)(
    'does turn $open into $expected when $id is toggled ($type)',
    ({ open, id, type, expected }) => {
      expect(toggleOpenIds(open, id, type)).toEqual(expected);
    },
  );

  it('does not mutate its input', () => {
    const open = Object.freeze(['a']);
    expect(() => toggleOpenIds(open, 'b', 'multiple')).not.toThrow();
    expect(open).toEqual(['a']);
  });
});

describe('focusTargetIndex', () => {
  it.each([
    ['ArrowDown', 0, 4, 1],
    ['ArrowDown', 3, 4, 0],
    ['ArrowUp', 2, 4, 1],
    ['ArrowUp', 0, 4, 3],
    ['Home', 2, 4, 0],
    ['End', 1, 4, 3],
    ['ArrowDown', 0, 1, 0],
  ])('does move %s from %i of %i to %i', (key, index, count, expected) => {
    expect(focusTargetIndex(key, index, count)).toBe(expected);
  });

  it.each(['Enter', ' ', 'Tab', 'ArrowLeft', 'ArrowRight', 'a'])(
    'does leave %j to the browser',
    (key) => {
      expect(focusTargetIndex(key, 1, 4)).toBeNull();
    },
  );

  it('does return null when there are no questions', () => {
    expect(focusTargetIndex('ArrowDown', 0, 0)).toBeNull();
  });
});
