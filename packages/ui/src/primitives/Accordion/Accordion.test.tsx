import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion, type AccordionProps } from './Accordion';
import { renderInTheme } from '../../../test/render';

const items = [
  {
    id: 'price',
    question: 'What does a fixed price include?',
    answer: 'Everything in the estimate.',
  },
  { id: 'start', question: 'How fast can you start?', answer: 'Within two weeks.' },
  { question: 'Do you work with in-house teams?', answer: 'Yes.' },
];

const renderAccordion = (props: Partial<AccordionProps> = {}) =>
  renderInTheme(<Accordion items={items} {...props} />);

const question = (name: string) => screen.getByRole('button', { name });

describe('Accordion', () => {
  it('does put each question button inside an h3 by default', () => {
    renderAccordion();
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(3);
    expect(headings[0]!.querySelector('button')?.textContent).toBe(items[0]!.question);
  });

  it('does use the given heading level', () => {
    renderAccordion({ headingLevel: 'h4' });
    expect(screen.getAllByRole('heading', { level: 4 })).toHaveLength(3);
  });

  it('does wire aria-expanded, aria-controls and a region named by its question', async () => {
    renderAccordion();
    const button = question('How fast can you start?');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('role')).toBe('region');
    expect(panel?.getAttribute('aria-labelledby')).toBe(button.id);
    expect(panel?.getAttribute('data-state')).toBe('closed');

    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel?.getAttribute('data-state')).toBe('open');
    expect(screen.getByRole('region', { name: 'How fast can you start?' }).textContent).toBe(
      'Within two weeks.',
    );
  });

  it('does keep one answer open at a time by default', async () => {
    renderAccordion();
    await userEvent.click(question('What does a fixed price include?'));
    await userEvent.click(question('How fast can you start?'));
    expect(question('What does a fixed price include?').getAttribute('aria-expanded')).toBe(
      'false',
    );
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(question('How fast can you start?'));
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('false');
  });

  it('does let several answers stay open with type="multiple"', async () => {
    const onValueChange = vi.fn();
    renderAccordion({ type: 'multiple', onValueChange });
    await userEvent.click(question('What does a fixed price include?'));
    await userEvent.click(question('Do you work with in-house teams?'));
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(2);
    expect(onValueChange).toHaveBeenLastCalledWith(['price', 'item-2']);
  });

  it('does open the items in defaultValue', () => {
    renderAccordion({ defaultValue: ['start'] });
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('true');
  });

  it('does follow a controlled value and only report changes', async () => {
    const onValueChange = vi.fn();
    renderAccordion({ value: ['price'], onValueChange });
    await userEvent.click(question('How fast can you start?'));
    expect(onValueChange).toHaveBeenCalledWith(['start']);
    expect(question('What does a fixed price include?').getAttribute('aria-expanded')).toBe('true');
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('false');
  });

  it('does toggle with Enter and Space (native buttons)', async () => {
    renderAccordion();
    question('How fast can you start?').focus();
    await userEvent.keyboard('{Enter}');
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('true');
    await userEvent.keyboard(' ');
    expect(question('How fast can you start?').getAttribute('aria-expanded')).toBe('false');
  });

  it('does move focus with ArrowDown, ArrowUp, Home and End, wrapping at the ends', async () => {
    renderAccordion();
    const [first, second, third] = screen.getAllByRole('button');
    first!.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(second);
    await userEvent.keyboard('{End}');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{ArrowDown}');
    expect(document.activeElement).toBe(first);
    await userEvent.keyboard('{ArrowUp}');
    expect(document.activeElement).toBe(third);
    await userEvent.keyboard('{Home}');
    expect(document.activeElement).toBe(first);
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('does render string answers as paragraphs and nodes as given', () => {
    renderAccordion({
      defaultValue: ['rich'],
      items: [
        {
          id: 'rich',
          question: 'Rich?',
          answer: (
            <ul>
              <li>One</li>
            </ul>
          ),
        },
        ...items,
      ],
    });
    expect(screen.getByRole('region', { name: 'Rich?' }).querySelector('ul')).not.toBeNull();
    expect(screen.getByRole('region', { name: 'Rich?' }).querySelector('p')).toBeNull();
  });
});
