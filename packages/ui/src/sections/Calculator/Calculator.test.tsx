import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactElement } from 'react';
import { hydrateAfter, renderInTheme } from '../../../test/render';
import { Calculator, type CalculatorProps } from './Calculator';
import {
  calculatorArgs,
  defaultCalculatorValue,
  defaultFigures,
  maxCalculatorValue,
  maxFigures,
  minFigures,
} from './Calculator.fixtures';

const renderCalculator = (props: Partial<CalculatorProps> = {}) => {
  const onChange = vi.fn();
  const ui: ReactElement = <Calculator {...calculatorArgs} onChange={onChange} {...props} />;
  const result = renderInTheme(ui);
  return { ...result, onChange };
};

/** The text of the elements that describe a checkbox (its description and price). */
const describedText = (name: string) =>
  (screen.getByRole('checkbox', { name }).getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .join(' ');

describe('Calculator', () => {
  it('does render the calculator section named by its h2', () => {
    renderCalculator();
    const region = screen.getByRole('region', { name: 'Estimate your growth sprint' });
    expect(region.id).toBe('calculator');
  });

  it('does show the default choices and every option label', () => {
    renderCalculator();
    expect(screen.getByRole('group', { name: 'What do you need?' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Design' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Development' })).toHaveProperty('checked', false);
    expect(screen.getByRole('radio', { name: 'Both' })).toHaveProperty('checked', true);
    const slider = screen.getByRole('slider', { name: 'Team size' });
    expect(slider.getAttribute('aria-valuemin')).toBe('1');
    expect(slider.getAttribute('aria-valuemax')).toBe('6');
    expect(slider.getAttribute('aria-valuetext')).toBe('5 people');
    expect(screen.getByText('5 people')).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Performance marketing' })).toHaveProperty(
      'checked',
      false,
    );
    expect(describedText('Performance marketing')).toContain('+$200 per person');
    expect(describedText('Extra help')).toContain('+$150 per person');
    expect(screen.getByRole('radio', { name: 'Rush (within 7 days)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Fast (within 14 days)' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'Regular' })).toHaveProperty('checked', true);
  });

  it('does show all five figures in the results panel', () => {
    renderCalculator();
    const panel = within(screen.getByRole('group', { name: 'Your estimate' }));
    for (const figure of Object.values(defaultFigures)) {
      expect(panel.getByText(figure)).toBeTruthy();
    }
    expect(panel.getByText('Typical agency minimum')).toBeTruthy();
    expect(panel.getByText('Freelancer minimum')).toBeTruthy();
  });

  it('does report the complete next value from each control, with the picks the radios show', async () => {
    const user = userEvent.setup();
    const { onChange } = renderCalculator();
    await user.click(screen.getByRole('radio', { name: 'Design' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...defaultCalculatorValue, kind: 'design' });
    // The radios keep the visitor's pick themselves, so it is part of every later value, even before the parent
    // (which keeps its value here) renders it.
    const picked = { ...defaultCalculatorValue, kind: 'design' };

    fireEvent.keyDown(screen.getByRole('slider', { name: 'Team size' }), { key: 'ArrowRight' });
    expect(onChange).toHaveBeenLastCalledWith({ ...picked, people: 6 });

    await user.click(screen.getByRole('checkbox', { name: 'Performance marketing' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...picked, performanceMarketing: true });
    await user.click(screen.getByRole('checkbox', { name: 'Extra help' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...picked, extraHelp: true });

    await user.click(screen.getByRole('radio', { name: 'Rush (within 7 days)' }));
    expect(onChange).toHaveBeenLastCalledWith({ ...picked, speed: 'rush' });
  });

  it('does move the radios to a value the parent sets', () => {
    const { rerender } = renderCalculator();
    expect(screen.getByRole('radio', { name: 'Design' })).toHaveProperty('checked', false);
    rerender(
      <Calculator
        {...calculatorArgs}
        value={{ ...defaultCalculatorValue, kind: 'design' }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Design' })).toHaveProperty('checked', true);
  });

  it('does keep the slider within its range', () => {
    const { onChange } = renderCalculator({ value: maxCalculatorValue, figures: maxFigures });
    fireEvent.keyDown(screen.getByRole('slider', { name: 'Team size' }), { key: 'ArrowRight' });
    expect(onChange).not.toHaveBeenCalledWith(expect.objectContaining({ people: 7 }));
  });

  it('does render the call-to-action slot inside the results', () => {
    renderCalculator({ action: <a href="#book-call">Book a call about this estimate</a> });
    const panel = within(screen.getByRole('group', { name: 'Your estimate' }));
    expect(panel.getByRole('link', { name: 'Book a call about this estimate' })).toBeTruthy();
  });

  it('does announce one short sentence politely, only after the figures settle', () => {
    vi.useFakeTimers();
    try {
      const { rerender } = renderCalculator();
      const live = screen.getByTestId('calculator-announcement');
      expect(live.getAttribute('aria-live')).toBe('polite');
      expect(live.getAttribute('aria-atomic')).toBe('true');
      // Nothing is read on load.
      expect(live.textContent).toBe('');

      const renderWith = (figures: CalculatorProps['figures']) =>
        rerender(<Calculator {...calculatorArgs} figures={figures} onChange={() => {}} />);
      renderWith(minFigures);
      act(() => vi.advanceTimersByTime(200));
      renderWith(maxFigures);
      act(() => vi.advanceTimersByTime(499));
      expect(live.textContent).toBe('');
      act(() => vi.advanceTimersByTime(1));
      // Only the settled figures, not the intermediate ones.
      expect(live.textContent).toBe(
        'Estimate $12,100. You save $22,900 compared with a typical agency.',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('does accept overrides for ids, texts and the announcement', () => {
    renderCalculator({
      id: 'pricing',
      heading: 'Price your sprint',
      labels: { peopleLabel: 'People' },
      formatPeople: (n) => `${n} pers.`,
    });
    expect(screen.getByRole('region', { name: 'Price your sprint' }).id).toBe('pricing');
    expect(screen.getByRole('slider', { name: 'People' }).getAttribute('aria-valuetext')).toBe(
      '5 pers.',
    );
  });
});

describe('Calculator before hydration', () => {
  it('does report every choice made on the prerendered page before it hydrated, ending on one value with all', async () => {
    const onChange = vi.fn();
    // A parent that keeps the value, as the site's does: the radios report after the next paint, the checkbox at once.
    function Owner() {
      const [value, setValue] = useState(calculatorArgs.value);
      return (
        <Calculator
          {...calculatorArgs}
          value={value}
          onChange={(next) => {
            setValue(next);
            onChange(next);
          }}
        />
      );
    }
    const ui = <Owner />;
    await hydrateAfter(ui, () => {
      // Native clicks: no React on the page yet.
      screen.getByRole('radio', { name: 'Development' }).click();
      screen.getByRole('checkbox', { name: 'Extra help' }).click();
      screen.getByRole('radio', { name: /^Rush/ }).click();
    });
    expect(onChange).toHaveBeenLastCalledWith({
      ...defaultCalculatorValue,
      kind: 'development',
      extraHelp: true,
      speed: 'rush',
    });
  });
});
