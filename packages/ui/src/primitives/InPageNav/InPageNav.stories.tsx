import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import styled from 'styled-components';
import { allModes, reflowModes } from '../../storybook/modes';
import { withStaticMotion } from '../../storybook/decorators';
import { up } from '../../theme';
import { InPageNav, type InPageNavProps } from './InPageNav';

const groups = [
  { id: 'your-templates', label: 'Templates' },
  { id: 'plan-and-billing', label: 'Plan & billing' },
  { id: 'security', label: 'Sign-in & security' },
  { id: 'danger-zone', label: 'Danger zone' },
] as const;

/**
 * A long page of sections under the links, laid out as a host does: the links stay in view as the page scrolls, a
 * row pinned to the top on phones and a column beside the sections from `lg` up.
 */
const StyledPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]};
  padding: 0 ${({ theme }) => theme.space[6]} 60vh;

  & > div:first-child {
    position: sticky;
    top: 0;
    z-index: 1;
    display: grid;
    align-content: center;
    align-self: start;
    /* As tall as the fixed bar the current section is read below. */
    min-height: ${({ theme }) => theme.sizes.navHeight};
    background: ${({ theme }) => theme.colors.bg.canvas};
  }

  ${up('lg')} {
    grid-template-columns: 12rem minmax(0, 1fr);
    column-gap: ${({ theme }) => theme.space[12]};
    padding-top: ${({ theme }) => theme.space[6]};

    & > div:first-child {
      top: ${({ theme }) => theme.space[6]};
      display: block;
    }
  }
`;

const StyledSection = styled.section`
  min-height: 70vh;
  padding: ${({ theme }) => theme.space[6]};
  border: 1.5px solid ${({ theme }) => theme.colors.border.default};
  border-radius: ${({ theme }) => theme.radii.lg};
  color: ${({ theme }) => theme.colors.fg.default};
  /* Clears the pinned row of links on phones. */
  scroll-margin-top: ${({ theme }) => theme.sizes.navHeight};

  ${up('lg')} {
    scroll-margin-top: ${({ theme }) => theme.space[6]};
  }
`;

const Page = (args: InPageNavProps) => (
  <StyledPage>
    <div>
      <InPageNav {...args} />
    </div>
    <main>
      {args.items.map((item) => (
        <StyledSection
          key={item.id}
          id={item.id}
          aria-labelledby={`${item.id}-title`}
          tabIndex={-1}
        >
          <h2 id={`${item.id}-title`}>{item.label}</h2>
        </StyledSection>
      ))}
    </main>
  </StyledPage>
);

const meta = {
  title: 'Primitives/InPageNav',
  component: InPageNav,
  parameters: {
    layout: 'fullscreen',
    // Following a link or the scroll moves the window, and the links stay pinned in view: the picture is of the
    // window the visitor sees (a full-page capture would scroll back to the top as it is taken).
    screenshot: { fullPage: false },
  },
  args: { items: groups },
  render: Page,
  // Stories share the window: each starts at the top of its page and leaves it there.
  beforeEach: () => {
    window.scrollTo({ top: 0, behavior: 'instant' });
    return () => window.scrollTo({ top: 0, behavior: 'instant' });
  },
} satisfies Meta<typeof InPageNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The story's one navigation's link named `name`. */
const linkTo = (canvasElement: HTMLElement, name: string) =>
  within(within(canvasElement).getByRole('navigation')).getByRole('link', { name });

/** At the top of the page: every group listed, the first one current. */
export const Default: Story = {
  parameters: { chromatic: { modes: { ...reflowModes, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'On this page' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(groups.map((group) => group.label));
    await expect(linkTo(canvasElement, 'Templates')).toHaveAttribute('aria-current', 'location');
    await expect(linkTo(canvasElement, 'Plan & billing')).not.toHaveAttribute('aria-current');
  },
};

/** A link leads to its group: the group takes focus, as after a skip link, and the link is marked current. */
export const FollowingALink: Story = {
  parameters: { chromatic: { modes: { mobile: allModes.mobile, desktop: allModes.desktop } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    const link = linkTo(canvasElement, 'Sign-in & security');
    await userEvent.click(link);
    await expect(canvas.getByRole('region', { name: 'Sign-in & security' })).toHaveFocus();
    await expect(link).toHaveAttribute('aria-current', 'location');
    await expect(linkTo(canvasElement, 'Templates')).not.toHaveAttribute('aria-current');
  },
};

/** Scrolling by hand: the mark follows the group under the top of the window. */
export const FollowingTheScroll: Story = {
  play: async ({ canvas, canvasElement }) => {
    const top = canvas.getByRole('region', { name: 'Plan & billing' }).getBoundingClientRect().top;
    window.scrollTo({ top: window.scrollY + top, behavior: 'instant' });
    await waitFor(() =>
      expect(linkTo(canvasElement, 'Plan & billing')).toHaveAttribute('aria-current', 'location'),
    );
    await expect(linkTo(canvasElement, 'Templates')).not.toHaveAttribute('aria-current');

    window.scrollTo({ top: 0, behavior: 'instant' });
    await waitFor(() =>
      expect(linkTo(canvasElement, 'Templates')).toHaveAttribute('aria-current', 'location'),
    );
  },
};

/** A host's own jump (the site's also puts the group in the address) and its own name for the links. */
export const CustomNavigation: Story = {
  args: { label: 'Account sections', onNavigate: fn() },
  play: async ({ args, canvas, userEvent }) => {
    const nav = canvas.getByRole('navigation', { name: 'Account sections' });
    await userEvent.click(within(nav).getByRole('link', { name: 'Danger zone' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('danger-zone');
    await expect(within(nav).getByRole('link', { name: 'Danger zone' })).toHaveAttribute(
      'aria-current',
      'location',
    );
  },
};

const manyGroups = [
  ...groups.slice(0, 3),
  { id: 'notifications', label: 'Notifications' },
  { id: 'connected-apps', label: 'Connected apps' },
  ...groups.slice(3),
];

/**
 * More groups than a phone's width: the row scrolls sideways, and the current chip is brought into the row
 * at once when motion is reduced.
 */
export const ManyGroupsOnAPhone: Story = {
  args: { items: manyGroups },
  parameters: { chromatic: { modes: { mobile: allModes.mobile, 'brand-b': allModes['brand-b'] } } },
  play: async ({ canvas, canvasElement }) => {
    const list = within(canvasElement).getByRole('list');
    if (list.scrollWidth <= list.clientWidth) return; // wide enough for every chip: nothing to bring in
    // To the top of the window, below the pinned links (the section's scroll margin).
    canvas.getByRole('region', { name: 'Danger zone' }).scrollIntoView({
      block: 'start',
      behavior: 'instant',
    });
    await waitFor(() =>
      expect(linkTo(canvasElement, 'Danger zone')).toHaveAttribute('aria-current', 'location'),
    );
    await waitFor(() => expect(list.scrollLeft).toBeGreaterThan(0));
  },
};

/** The chip row moves without smooth scrolling when motion is reduced. */
export const ReducedMotion: Story = {
  ...ManyGroupsOnAPhone,
  parameters: {
    chromatic: { modes: { mobile: allModes.mobile }, prefersReducedMotion: 'reduce' },
  },
  decorators: [withStaticMotion],
};
