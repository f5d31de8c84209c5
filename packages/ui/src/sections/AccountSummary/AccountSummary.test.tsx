import { act, screen, waitFor, within } from '@testing-library/react';
import { AccountSummary } from './AccountSummary';
import { formatAccountDate } from '../../internal/formatAccountDate';
import { accountEmail, accountSummaryArgs, subscriptions } from './AccountSummary.fixtures';
import { renderInTheme } from '../../../test/render';
import userEvent from '@testing-library/user-event';

/** The `dd` that a `dt` with this text describes. */
const valueOf = (term: string) => {
  const dt = screen.getByText(term, { selector: 'dt' });
  return dt.nextElementSibling as HTMLElement;
};

describe('AccountSummary', () => {
  it('does list e-mail, status, tier and end date of a subscriber', () => {
    renderInTheme(<AccountSummary {...accountSummaryArgs} onSignOut={vi.fn()} />, {
      reducedMotion: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeTruthy();
    expect(valueOf('Email').textContent).toBe(accountEmail);
    expect(valueOf('Subscription').textContent).toBe('Subscribed');
    expect(valueOf('Tier').textContent).toBe('Growth');
    expect(valueOf('End date').textContent).toBe('March 31, 2027');
  });

  it('does show a dash (read as "None") when there is no subscription', () => {
    renderInTheme(
      <AccountSummary email={accountEmail} subscription={subscriptions.none} onSignOut={vi.fn()} />,
      { reducedMotion: true },
    );
    expect(valueOf('Subscription').textContent).toBe('Not subscribed');
    expect(valueOf('Tier').textContent).toBe('—None');
    expect(within(valueOf('Tier')).getByText('—').getAttribute('aria-hidden')).toBe('true');
    expect(valueOf('End date').textContent).toBe('—None');
  });

  it('does treat a missing subscription as not subscribed', () => {
    renderInTheme(<AccountSummary email={accountEmail} onSignOut={vi.fn()} />, {
      reducedMotion: true,
    });
    expect(valueOf('Subscription').textContent).toBe('Not subscribed');
  });

  it('does mark a lapsed subscription as ended', () => {
    renderInTheme(
      <AccountSummary
        email={accountEmail}
        subscription={subscriptions.expired}
        onSignOut={vi.fn()}
      />,
      { reducedMotion: true },
    );
    expect(valueOf('Subscription').textContent).toBe('Not subscribed');
    expect(valueOf('End date').textContent).toBe('September 30, 2026Ended');
  });

  it('does use the given date formatter', () => {
    renderInTheme(
      <AccountSummary
        {...accountSummaryArgs}
        formatDate={(iso) => `on ${iso.slice(0, 10)}`}
        onSignOut={vi.fn()}
      />,
      { reducedMotion: true },
    );
    expect(valueOf('End date').textContent).toBe('on 2027-03-31');
  });

  it('does show placeholders and a status while the subscription is checked', () => {
    renderInTheme(<AccountSummary {...accountSummaryArgs} isLoading onSignOut={vi.fn()} />, {
      reducedMotion: true,
    });
    expect(screen.getByRole('status').textContent).toContain('Checking your subscription');
    expect(valueOf('Email').closest('dl')?.getAttribute('aria-busy')).toBe('true');
    expect(valueOf('Tier').textContent).toBe('');
    expect(screen.queryByText('Subscribed')).toBeNull();
  });

  it('does sign out once while pending and recover if it fails', async () => {
    let reject!: (reason: unknown) => void;
    const onSignOut = vi.fn(
      () =>
        new Promise<void>((_, rej) => {
          reject = rej;
        }),
    );
    const user = userEvent.setup();
    renderInTheme(<AccountSummary {...accountSummaryArgs} onSignOut={onSignOut} />, {
      reducedMotion: true,
    });
    const button = screen.getByRole('button', { name: 'Sign out' });
    await user.click(button);
    expect(screen.getByRole('button', { name: /Signing out…/ })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: /Signing out…/ }));
    expect(onSignOut).toHaveBeenCalledTimes(1);

    await act(async () => reject(new Error('network')));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sign out' })).toHaveProperty('disabled', false),
    );
  });
});

describe('formatAccountDate', () => {
  it('does format in UTC so the day never shifts, and pass odd values through', () => {
    expect(formatAccountDate('2027-01-01T00:30:00Z')).toBe('January 1, 2027');
    expect(formatAccountDate('2026-12-31T23:30:00Z')).toBe('December 31, 2026');
    expect(formatAccountDate('soon')).toBe('soon');
  });
});
