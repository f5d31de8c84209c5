import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from '../Container';
import { Heading } from '../Heading';
import { Text } from '../Text';
import { Section, type SectionProps } from './Section';

interface ContentProps {
  idPrefix: string;
  title?: string;
  inverse?: boolean;
}

const Content = ({
  idPrefix,
  title = 'Everything growth needs, under one roof',
  inverse = false,
}: ContentProps) => (
  <Container>
    <div style={{ display: 'grid', gap: 16, maxWidth: 720 }}>
      <Text variant="eyebrow" tone={inverse ? 'inverseMuted' : 'muted'}>
        Services
      </Text>
      <Heading id={`${idPrefix}-title`}>{title}</Heading>
      <Text size="lg" tone={inverse ? 'inverseMuted' : 'muted'}>
        Strategy, design, development and paid media, run by one senior team that answers for the
        numbers.
      </Text>
    </div>
  </Container>
);

const meta = {
  title: 'Primitives/Section',
  component: Section,
  parameters: { layout: 'fullscreen' },
  args: { id: 'services', labelledBy: 'services-title', children: <Content idPrefix="services" /> },
} satisfies Meta<typeof Section>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A page band on the paper canvas, named by its heading. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Everything growth needs, under one roof' });
    await expect(region).toHaveAttribute('id', 'services');
    // Anchored jumps must clear the fixed navigation bar.
    await expect(getComputedStyle(region).scrollMarginTop).toBe('72px');
  },
};

/** White surface, to separate neighbouring bands. */
export const Surface: Story = { args: { tone: 'surface' } };

/** Dark band for emphasis; text inside inherits the light colour. */
export const Inverse: Story = {
  args: { tone: 'inverse', children: <Content idPrefix="services" inverse /> },
};

/** Tighter vertical rhythm for secondary bands. */
export const Compact: Story = { args: { spacing: 'sm' } };

const matrixTitles = {
  canvas: 'Strategy that compounds',
  surface: 'Design that converts',
  inverse: 'Media that pays back',
} satisfies Record<NonNullable<SectionProps['tone']>, string>;

/** Every tone stacked as on a page, each a uniquely named region, for review. */
export const Matrix: Story = {
  render: (args) => (
    <>
      {(Object.keys(matrixTitles) as (keyof typeof matrixTitles)[]).map((tone) => (
        <Section key={tone} {...args} id={tone} labelledBy={`${tone}-title`} tone={tone}>
          <Content idPrefix={tone} title={matrixTitles[tone]} inverse={tone === 'inverse'} />
        </Section>
      ))}
    </>
  ),
};
