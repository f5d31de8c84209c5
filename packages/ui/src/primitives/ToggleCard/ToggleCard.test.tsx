import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { hydrateAfter, renderInTheme } from '../../../test/render';
import { ToggleCard } from './ToggleCard';

describe('ToggleCard', () => {
  it('does report the next state and leave the checked state to the parent', async () => {
    const onCheckedChange = vi.fn();
    renderInTheme(
      <ToggleCard
        label="Extra help"
        meta="+$150 / person"
        checked={false}
        onCheckedChange={onCheckedChange}
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Extra help' });
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox).toHaveProperty('checked', false);
  });

  it('does toggle off from the keyboard when checked', async () => {
    const onCheckedChange = vi.fn();
    renderInTheme(<ToggleCard label="Extra help" checked onCheckedChange={onCheckedChange} />);
    screen.getByRole('checkbox', { name: 'Extra help' }).focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });

  it('does report a toggle made on the prerendered page before it hydrated', async () => {
    const onCheckedChange = vi.fn();
    const card = (
      <ToggleCard label="Extra help" checked={false} onCheckedChange={onCheckedChange} />
    );
    await hydrateAfter(card, () => {
      // A native click: no React on the page yet.
      screen.getByRole('checkbox', { name: 'Extra help' }).click();
    });
    expect(onCheckedChange).toHaveBeenCalledExactlyOnceWith(true);
  });

  it('does not report anything when the page hydrates as it was prerendered', async () => {
    const onCheckedChange = vi.fn();
    const card = <ToggleCard label="Extra help" checked onCheckedChange={onCheckedChange} />;
    await hydrateAfter(card);
    expect(onCheckedChange).not.toHaveBeenCalled();
  });
});
