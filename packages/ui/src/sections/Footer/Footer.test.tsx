import { screen, within } from '@testing-library/react';
import { Footer, type FooterProps } from './Footer';
import { footerArgs, footerLinks, footerSocial } from './Footer.fixtures';
import { renderInTheme } from '../../../test/render';

const renderFooter = (props: Partial<FooterProps> = {}) =>
  renderInTheme(<Footer {...footerArgs} {...props} />);

describe('Footer', () => {
  it('is the page’s <footer> with the brand and "FOLLOW US"', () => {
    renderFooter();
    const footer = screen.getByRole('contentinfo');
    expect(footer.tagName).toBe('FOOTER');
    expect(within(footer).getByText('Outpace')).toBeTruthy();
    expect(within(footer).getByRole('heading', { name: 'FOLLOW US' }).textContent).toBe(
      'FOLLOW US',
    );
  });

  it('opens each social link in a new tab, safely, with a name that says where and how', () => {
    renderFooter();
    const links = within(screen.getByRole('list', { name: 'FOLLOW US' })).getAllByRole('link');
    expect(links).toHaveLength(2);
    links.forEach((link, index) => {
      const social = footerSocial[index]!;
      expect(link.getAttribute('href')).toBe(social.href);
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      expect(link.textContent).toContain(social.name);
      expect(screen.getByRole('link', { name: `${social.label} (opens in a new tab)` })).toBe(link);
    });
  });

  it('prints the copyright for the given year', () => {
    renderFooter({ year: 2031 });
    expect(screen.getByText('© 2031 Outpace Studio. All rights reserved.')).toBeTruthy();
  });

  it('adds a footer navigation only when links are given', () => {
    const { unmount } = renderFooter();
    expect(screen.queryByRole('navigation')).toBeNull();
    unmount();
    renderFooter({ links: footerLinks });
    const nav = screen.getByRole('navigation', { name: 'Footer' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((a) => a.getAttribute('href')),
    ).toEqual(footerLinks.map((l) => l.href));
  });
});
