import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeProvider } from '../../theme';
import { ToggleCard } from './ToggleCard';

describe('ToggleCard', () => {
  it('does report the next state and leave the checked state to the parent', async () => {
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <ToggleCard
          label="Extra help"
          meta="+$150 / person"
          checked={false}
          onCheckedChange={onCheckedChange}
        />
      </ThemeProvider>,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'Extra help' });
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenCalledWith(true);
    expect(checkbox).toHaveProperty('checked', false);
  });

  it('does toggle off from the keyboard when checked', async () => {
    const onCheckedChange = vi.fn();
    render(
      <ThemeProvider>
        <ToggleCard label="Extra help" checked onCheckedChange={onCheckedChange} />
      </ThemeProvider>,
    );
    screen.getByRole('checkbox', { name: 'Extra help' }).focus();
    await userEvent.keyboard(' ');
    expect(onCheckedChange).toHaveBeenCalledWith(false);
  });
});
