import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Badge } from '../Badge';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Card, type CardProps } from './Card';
import { CardLink } from './CardLink';

const ServiceBody = ({
  title,
  href,
  inverse = false,
}: {
  title: string;
  href?: string;
  inverse?: boolean;
}) => (
  <div style={{ display: 'grid', gap: 12 }}>
    <Text variant="eyebrow" tone={inverse ? 'inverseMuted' : 'muted'}>
      Service
    </Text>
    <Heading as="h3" size="xs">
      {href ? <CardLink href={href}>{title}</CardLink> : title}
    </Heading>
    <Text size="sm" tone={inverse ? 'inverseMuted' : 'muted'}>
      Landing pages and funnels designed to convert, tested every sprint against real traffic.
    </Text>
  </div>
);

const meta = {
  title: 'Primitives/Card',
  component: Card,
  args: { children: <ServiceBody title="Conversion design" /> },
  argTypes: { children: { control: false } },
  render: (args) => (
    <div style={{ width: 340 }}>
      <Card {...args} />
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default card: white surface with a crisp ink outline. */
export const Default: Story = {};

/** Softer: a light border and shadow, for cards on busy backgrounds. */
export const Elevated: Story = { args: { variant: 'elevated' } };

/** Dark surface for a highlighted item among light ones. */
export const Inverse: Story = {
  args: { variant: 'inverse', children: <ServiceBody title="Conversion design" inverse /> },
};

/** Roomier padding with a status badge, as used for plans. */
export const WithBadge: Story = {
  args: {
    padding: 'lg',
    children: (
      <div style={{ display: 'grid', gap: 12, justifyItems: 'start' }}>
        <Badge tone="accent">Most popular</Badge>
        <Heading as="h3" size="sm">
          Growth retainer
        </Heading>
        <Text size="sm" tone="muted">
          A senior squad on your roadmap every week.
        </Text>
      </div>
    ),
  },
};

/** The whole card follows its title link; the link text alone is the accessible name. */
export const Interactive: Story = {
  args: {
    as: 'article',
    children: <ServiceBody title="Conversion design" href="#conversion-design" />,
  },
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Conversion design' });
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(getComputedStyle(link, '::after').outlineStyle).toBe('solid');
  },
};

/** Every variant, static and interactive, for review. */
export const Matrix: Story = {
  parameters: { layout: 'padded' },
  render: (args) => (
    <div
      style={{
        display: 'grid',
        gap: 24,
        gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
      }}
    >
      {(['outlined', 'elevated', 'inverse'] as const satisfies CardProps['variant'][]).flatMap(
        (variant) =>
          [false, true].map((interactive) => (
            <Card key={`${variant}-${interactive}`} {...args} variant={variant}>
              <ServiceBody
                title={`${variant}${interactive ? ' link' : ''}`}
                href={interactive ? `#${variant}` : undefined}
                inverse={variant === 'inverse'}
              />
            </Card>
          )),
      )}
    </div>
  ),
};
