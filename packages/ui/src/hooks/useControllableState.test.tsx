import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useControllableState } from './useControllableState';

function Switch({ on, onChange }: { on?: boolean; onChange: (next: boolean) => void }) {
  const [isOn, setOn] = useControllableState({ prop: on, defaultProp: false, onChange });
  return (
    <button type="button" aria-pressed={isOn} onClick={() => setOn(!isOn)}>
      Sound
    </button>
  );
}

describe('useControllableState', () => {
  it('does keep its own state when uncontrolled and report each change', async () => {
    const onChange = vi.fn();
    render(<Switch onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('true');
    await userEvent.click(button);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('does show only the caller’s value when controlled, reporting the change asked for', async () => {
    const onChange = vi.fn();
    const { rerender } = render(<Switch on={false} onChange={onChange} />);
    const button = screen.getByRole('button', { name: 'Sound' });
    await userEvent.click(button);
    expect(onChange).toHaveBeenCalledWith(true);
    expect(button.getAttribute('aria-pressed')).toBe('false');
    rerender(<Switch on onChange={onChange} />);
    expect(button.getAttribute('aria-pressed')).toBe('true');
  });
});
