import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider, Toaster } from './Toast';
import { useToast } from './useToast';
import type { ToastOptions } from './toastStore';
import { renderInTheme } from '../../../test/render';

function ShowButton(options: ToastOptions) {
  const { toast } = useToast();
  return (
    <button type="button" onClick={() => toast(options)}>
      Show
    </button>
  );
}

const renderWithToaster = (options: ToastOptions) =>
  renderInTheme(
    <ToastProvider>
      <ShowButton {...options} />
      <Toaster />
    </ToastProvider>,
  );

describe('Toast', () => {
  it('does show a toast from an event handler inside the notifications region', async () => {
    renderWithToaster({ title: 'Changes saved', description: 'We reply within a day.' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const region = await screen.findByRole('region', { name: 'Notifications (F8)' });
    expect(await within(region).findByText('Changes saved')).toBeTruthy();
    expect(within(region).getByText('We reply within a day.')).toBeTruthy();
  });

  it('does close a toast from its labelled close button', async () => {
    renderWithToaster({ title: 'Changes saved' });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Dismiss notification' }));
    await waitFor(() => expect(screen.queryByText('Changes saved')).toBeNull());
  });

  it.each([
    ['destructive', 'assertive'],
    ['default', 'polite'],
  ] as const)('does announce a %s toast as %s', async (variant, politeness) => {
    renderWithToaster({ title: 'Payment failed', variant });
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    const announcement = await screen.findByRole('status');
    expect(announcement.getAttribute('aria-live')).toBe(politeness);
  });

  it('does keep toasts apart between providers', async () => {
    renderInTheme(
      <>
        <ToastProvider>
          <ShowButton title="First app" />
          <Toaster label="First ({hotkey})" />
        </ToastProvider>
        <ToastProvider>
          <Toaster label="Second ({hotkey})" />
        </ToastProvider>
      </>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    expect(
      await within(await screen.findByRole('region', { name: 'First (F8)' })).findByText(
        'First app',
      ),
    ).toBeTruthy();
    // The second app has no toast, so its toaster renders nothing at all.
    expect(screen.queryByRole('region', { name: 'Second (F8)' })).toBeNull();
  });

  it('does render nothing before the first toast', () => {
    renderWithToaster({ title: 'Changes saved' });
    expect(screen.queryByRole('region', { name: 'Notifications (F8)' })).toBeNull();
  });

  it('does explain the missing provider', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<ShowButton title="Orphan" />)).toThrow(
      'useToast must be used inside a <ToastProvider>.',
    );
    vi.restoreAllMocks();
  });
});
