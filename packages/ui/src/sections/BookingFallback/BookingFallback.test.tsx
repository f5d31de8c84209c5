import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInTheme } from '../../../test/render';
import {
  BookingFallback,
  bookingMailto,
  defaultBookingFallbackLabels as labels,
} from './BookingFallback';
import { sampleEstimate, sampleRequest, studioAddress } from './BookingFallback.fixtures';

function renderOpen(onSubmit = vi.fn(async () => undefined), onOpenChange = vi.fn()) {
  renderInTheme(
    <BookingFallback
      open
      onOpenChange={onOpenChange}
      email={studioAddress}
      estimate={sampleEstimate}
      onSubmit={onSubmit}
    />,
  );
  return {
    dialog: within(screen.getByRole('dialog', { name: labels.title })),
    onSubmit,
    onOpenChange,
  };
}

async function fill(dialog: ReturnType<typeof within>) {
  const user = userEvent.setup();
  await user.type(dialog.getByRole('textbox', { name: labels.name }), `  ${sampleRequest.name} `);
  await user.type(dialog.getByRole('textbox', { name: labels.email }), sampleRequest.email);
  await user.type(dialog.getByRole('textbox', { name: labels.need }), sampleRequest.need);
  await user.click(dialog.getByRole('button', { name: labels.submit }));
  return user;
}

describe('BookingFallback', () => {
  it('encodes the mailto subject and body as RFC 6068 asks', () => {
    expect(bookingMailto('a@b.co', 'Free call', 'Line 1\nA & B')).toBe(
      'mailto:a@b.co?subject=Free%20call&body=Line%201%0AA%20%26%20B',
    );
  });

  it('sends the trimmed values and then shows where the answer will go', async () => {
    const { dialog, onSubmit } = renderOpen();
    await fill(dialog);
    expect(onSubmit).toHaveBeenCalledWith(sampleRequest);
    expect(document.activeElement).toBe(
      await dialog.findByRole('heading', { name: labels.sentTitle }),
    );
  });

  it('limits each field to the server length', () => {
    const { dialog } = renderOpen();
    expect(dialog.getByRole('textbox', { name: labels.name }).getAttribute('maxlength')).toBe(
      '100',
    );
    expect(dialog.getByRole('textbox', { name: labels.need }).getAttribute('maxlength')).toBe(
      '2000',
    );
  });

  it('shows a thrown failure and keeps what was typed', async () => {
    const { dialog } = renderOpen(vi.fn(async () => Promise.reject(new Error('offline'))));
    await fill(dialog);
    expect((await dialog.findByRole('alert')).textContent).toContain(labels.failure);
    expect((dialog.getByRole('textbox', { name: labels.need }) as HTMLTextAreaElement).value).toBe(
      sampleRequest.need,
    );
  });

  it('closes from its close button', async () => {
    const { dialog, onOpenChange } = renderOpen();
    await userEvent.setup().click(dialog.getAllByRole('button', { name: labels.close })[0]!);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
