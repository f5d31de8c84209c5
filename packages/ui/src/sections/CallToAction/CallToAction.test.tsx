import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CallToAction, type CallToActionProps } from './CallToAction';
import { callToActionArgs, faqFixtures, videoFixture } from './CallToAction.fixtures';
import { formatVideoDate } from './formatVideoDate';
import { renderInTheme } from '../../../test/render';

const renderSection = (props: Partial<CallToActionProps> = {}) =>
  renderInTheme(
    <CallToAction
      {...callToActionArgs}
      calendarButton={<a href="https://cal.com/outpace/15min">Book a free 15-minute call</a>}
      {...props}
    />,
  );

const isBefore = (a: Node, b: Node) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('formatVideoDate', () => {
  it('does format a date-only ISO string the same in every time zone', () => {
    expect(formatVideoDate('2026-09-14')).toBe('14 September 2026');
    expect(formatVideoDate('2026-09-14', 'en-US')).toBe('September 14, 2026');
  });

  it('does return unparseable input unchanged', () => {
    expect(formatVideoDate('soon')).toBe('soon');
  });
});

describe('CallToAction', () => {
  it('does render a named section #book-call with the spec texts', () => {
    renderSection();
    const section = screen.getByRole('region', { name: 'Need To Discuss Before Starting?' });
    expect(section.id).toBe('book-call');
    expect(section.tagName).toBe('SECTION');
    expect(
      within(section).getByRole('heading', { level: 2, name: 'Need To Discuss Before Starting?' }),
    ).toBeTruthy();
    expect(within(section).getByText('Book a 15-minute free call with us')).toBeTruthy();
  });

  it('does take another id', () => {
    renderSection({ id: 'talk' });
    expect(document.getElementById('talk')?.tagName).toBe('SECTION');
  });

  it('does keep the order: heading, line, FAQ, video, calendar button', () => {
    renderSection();
    const heading = screen.getByRole('heading', { level: 2 });
    const line = screen.getByText('Book a 15-minute free call with us');
    const faq = screen.getByRole('heading', { level: 3, name: 'Frequently asked questions' });
    const video = screen.getByRole('button', { name: `Play video: ${videoFixture.title}` });
    const calendar = screen.getByRole('link', { name: 'Book a free 15-minute call' });
    expect(isBefore(heading, line)).toBe(true);
    expect(isBefore(line, faq)).toBe(true);
    expect(isBefore(faq, video)).toBe(true);
    expect(isBefore(video, calendar)).toBe(true);
  });

  it('does render the FAQ as an accordion of h4 questions under the h3', async () => {
    renderSection();
    const questions = screen.getAllByRole('heading', { level: 4 });
    expect(questions.map((q) => q.textContent)).toEqual(faqFixtures.map((f) => f.question));
    const button = screen.getByRole('button', { name: faqFixtures[1]!.question });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('region', { name: faqFixtures[1]!.question }).textContent).toBe(
      faqFixtures[1]!.answer,
    );
  });

  it('does load nothing from the video host until play, then the player from embedBaseUrl', async () => {
    renderSection();
    expect(document.querySelector('iframe')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: /^Play video:/ }));
    expect(document.querySelector('iframe')?.getAttribute('src')).toBe(
      'about:blank#M7lc1UVf-VE?autoplay=1',
    );
  });

  it('does show the description, the date and a new-tab link to the video page', () => {
    renderSection();
    expect(screen.getByText(videoFixture.description)).toBeTruthy();
    const time = screen.getByText('14 September 2026');
    expect(time.tagName).toBe('TIME');
    expect(time.getAttribute('datetime')).toBe('2026-09-14');
    const link = screen.getByRole('link', { name: 'Watch on YouTube (opens in a new tab)' });
    expect(link.getAttribute('href')).toBe(videoFixture.url);
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('does leave out the closing card without a calendar button', () => {
    renderSection({ calendarButton: undefined });
    expect(screen.queryByText(/Still deciding/)).toBeNull();
  });
});
