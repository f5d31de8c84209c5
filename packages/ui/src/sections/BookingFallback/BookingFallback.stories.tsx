import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { allModes, responsiveModes } from '../../storybook/modes';
import { neverSettles, type PlayContext } from '../../storybook/playHelpers';
import { withStaticMotion } from '../../storybook/decorators';
import {
  BookingFallback,
  defaultBookingFallbackLabels as labels,
  type BookingRequestResult,
} from './BookingFallback';
import {
  sampleEstimate,
  sampleRequest,
  studioAddress,
  throttledError,
} from './BookingFallback.fixtures';

const meta = {
  title: 'Sections/BookingFallback',
  component: BookingFallback,
  parameters: { layout: 'fullscreen', chromatic: { modes: { mobile: allModes.mobile } } },
  args: {
    open: true,
    onOpenChange: fn(),
    email: studioAddress,
    estimate: sampleEstimate,
    onSubmit: fn(async (): Promise<BookingRequestResult> => undefined),
  },
  // An open modal traps focus: kept off the docs page.
  tags: ['!autodocs'],
} satisfies Meta<typeof BookingFallback>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The dialog is in a portal, outside the story's canvas. */
const dialog = () => within(screen.getByRole('dialog', { name: labels.title }));

async function fillAndSend({ userEvent }: PlayContext) {
  const form = await waitFor(() => dialog().getByRole('form', { name: labels.formLabel }));
  const inside = within(form);
  await userEvent.type(inside.getByRole('textbox', { name: labels.name }), sampleRequest.name);
  await userEvent.type(inside.getByRole('textbox', { name: labels.email }), sampleRequest.email);
  await userEvent.type(inside.getByRole('textbox', { name: labels.need }), sampleRequest.need);
  await userEvent.click(inside.getByRole('button', { name: labels.submit }));
}

/** Open after the widget failed, with the calculator's estimate: the mail link, then the form. */
export const Default: Story = {
  parameters: { chromatic: { modes: { ...responsiveModes, 'brand-b': allModes['brand-b'] } } },
  play: async () => {
    const link = await waitFor(() =>
      dialog().getByRole('link', { name: labels.mailLink(studioAddress) }),
    );
    const href = new URL(link.getAttribute('href') ?? '');
    await expect(href.protocol).toBe('mailto:');
    await expect(href.pathname).toBe(studioAddress);
    await expect(href.searchParams.get('subject')).toBe(labels.mailSubject);
    await expect(href.searchParams.get('body')).toContain(sampleEstimate);
    await expect(dialog().getByText(sampleEstimate)).toBeVisible();
    await expect(dialog().getByRole('textbox', { name: labels.name })).toBeRequired();
  },
};

/** No estimate made: the mail has a subject only, and the form shows no estimate. */
export const WithoutEstimate: Story = {
  args: { estimate: undefined },
  play: async () => {
    const link = await waitFor(() =>
      dialog().getByRole('link', { name: labels.mailLink(studioAddress) }),
    );
    await expect(link).toHaveAttribute(
      'href',
      `mailto:${studioAddress}?subject=Free%2015-minute%20call`,
    );
    await expect(dialog().queryByText(labels.estimate)).toBeNull();
  },
};

/** Sent empty: each field says what it needs, and focus is on the first. */
export const FieldErrors: Story = {
  parameters: { chromatic: { modes: { mobile: allModes.mobile, 'brand-b': allModes['brand-b'] } } },
  play: async ({ userEvent, args }) => {
    await userEvent.click(
      await waitFor(() => dialog().getByRole('button', { name: labels.submit })),
    );
    const name = dialog().getByRole('textbox', { name: labels.name });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAccessibleDescription(labels.nameMissing);
    await expect(name).toBeInvalid();
    await expect(dialog().getByRole('textbox', { name: labels.need })).toHaveAccessibleDescription(
      `${labels.needHint} ${labels.needMissing}`,
    );
    await userEvent.type(dialog().getByRole('textbox', { name: labels.email }), 'maya@');
    await userEvent.click(dialog().getByRole('button', { name: labels.submit }));
    await expect(dialog().getByRole('textbox', { name: labels.email })).toHaveAccessibleDescription(
      'Enter a valid email address, like name@example.com.',
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** While the request is sent: the button is disabled and says so, and the fields wait. */
export const Pending: Story = {
  args: { onSubmit: fn(neverSettles) },
  play: async (context) => {
    await fillAndSend(context);
    await expect(dialog().getByRole('button', { name: /Sending your request…/ })).toBeDisabled();
    await expect(dialog().getByRole('textbox', { name: labels.name })).toBeDisabled();
  },
};

/** Sent: the form gives way to the outcome, which takes focus. */
export const Sent: Story = {
  parameters: { chromatic: { modes: { mobile: allModes.mobile, 'brand-b': allModes['brand-b'] } } },
  play: async (context) => {
    await fillAndSend(context);
    await expect(context.args.onSubmit).toHaveBeenCalledWith(sampleRequest);
    const title = await dialog().findByRole('heading', { name: labels.sentTitle });
    await expect(title).toHaveFocus();
    await expect(dialog().getByText(sampleRequest.email)).toBeVisible();
    await expect(dialog().queryByRole('form')).toBeNull();
  },
};

/** The server refused (throttled): the reason in an alert that takes focus, and the text kept. */
export const Failed: Story = {
  args: { onSubmit: fn(async () => ({ error: throttledError })) },
  play: async (context) => {
    await fillAndSend(context);
    const alert = await dialog().findByRole('alert');
    await expect(alert).toHaveTextContent(throttledError);
    await waitFor(() => expect(alert).toHaveFocus());
    await expect(dialog().getByRole('textbox', { name: labels.name })).toHaveValue(
      sampleRequest.name,
    );
  },
};

/** Under reduced motion the dialog is there at once, with no slide. */
export const ReducedMotion: Story = {
  decorators: [withStaticMotion],
  play: async () => {
    await expect(
      await waitFor(() => dialog().getByRole('heading', { name: labels.title })),
    ).toBeVisible();
  },
};
