import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateAfter, renderInTheme } from '../../../test/render';
import { RadioCardGroup } from './RadioCardGroup';

const options = [
  { value: 'rush', label: 'Rush', description: 'We clear the calendar.', meta: 'Within 7 days' },
  { value: 'regular', label: 'Regular' },
] as const;

/** The Speed group with Rush checked, as a parent that owns the value renders it. */
const speedGroupAtRush = (onValueChange: (value: string) => void) => (
  <RadioCardGroup legend="Speed" options={options} value="rush" onValueChange={onValueChange} />
);

describe('RadioCardGroup', () => {
  it('does name each radio by its label only and describes it with the description and meta', () => {
    renderInTheme(
      <RadioCardGroup legend="Speed" options={options} value="rush" onValueChange={() => {}} />,
    );
    const rush = screen.getByRole('radio', { name: 'Rush' });
    expect(rush).toHaveProperty('checked', true);
    expect(rush.getAttribute('aria-describedby')?.split(' ')).toHaveLength(2);
    expect(screen.getByRole('radio', { name: 'Regular' }).hasAttribute('aria-describedby')).toBe(
      false,
    );
    expect(screen.getByRole('group', { name: 'Speed' })).toBeTruthy();
  });

  it('does report the picked value and leave the checked state to the parent', async () => {
    const onValueChange = vi.fn();
    renderInTheme(speedGroupAtRush(onValueChange));
    await userEvent.click(screen.getByText('Regular'));
    expect(onValueChange).toHaveBeenCalledWith('regular');
    expect(screen.getByRole('radio', { name: 'Rush' })).toHaveProperty('checked', true);
  });

  it('does give every radio the same name, generated when none is passed', () => {
    renderInTheme(
      <>
        <RadioCardGroup
          legend="Speed"
          options={options}
          value={undefined}
          onValueChange={() => {}}
        />
        <RadioCardGroup
          legend="Kind"
          name="kind"
          options={options}
          value={undefined}
          onValueChange={() => {}}
        />
      </>,
    );
    const [speed, kind] = screen.getAllByRole('group');
    const speedNames = new Set([...speed!.querySelectorAll('input')].map((input) => input.name));
    expect(speedNames.size).toBe(1);
    expect([...speedNames][0]).not.toBe('');
    expect([...kind!.querySelectorAll('input')].every((input) => input.name === 'kind')).toBe(true);
  });

  it('does report a card picked on the prerendered page before it hydrated', async () => {
    const onValueChange = vi.fn();
    await hydrateAfter(speedGroupAtRush(onValueChange), () => {
      // A native click: no React on the page yet.
      screen.getByRole('radio', { name: 'Regular' }).click();
    });
    expect(onValueChange).toHaveBeenCalledExactlyOnceWith('regular');
  });

  it('does mark its cards live only once React handles them (the boot script leaves live cards to React)', async () => {
    const cards = () => [...document.querySelectorAll('[data-early-choice]')];
    await hydrateAfter(
      speedGroupAtRush(() => {}),
      () => {
        expect(cards()).toHaveLength(2);
        expect(cards().some((card) => card.hasAttribute('data-live'))).toBe(false);
      },
    );
    renderInTheme(speedGroupAtRush(() => {}));
    expect(cards()).toHaveLength(2);
    expect(cards().every((card) => card.hasAttribute('data-live'))).toBe(true);
  });
});
