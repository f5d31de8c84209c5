import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Seo } from './Seo';

const meta = {
  title: 'Primitives/Seo',
  component: Seo,
  args: {
    title: 'Pricing',
    titleSuffix: 'Acme',
    siteName: 'Acme',
    description: 'Plans for teams of every size, billed monthly or yearly.',
    keywords: ['pricing', 'plans'],
    canonicalUrl: 'https://acme.example/pricing',
    imageUrl: 'https://acme.example/share.png',
    imageSize: { width: 1200, height: 630 },
    structuredData: [{ '@context': 'https://schema.org', '@type': 'WebPage', name: 'Pricing' }],
  },
  // Nothing to see: the tags go into the document's <head>. The story shows where to look.
  render: (args) => (
    <>
      <Seo {...args} />
      <p>
        This page&apos;s title, description, canonical link, robots, Open Graph and Twitter tags are
        in the preview&apos;s &lt;head&gt;; its structured data is in a script block here.
      </p>
    </>
  ),
  parameters: { chromatic: { disableSnapshot: true } },
} satisfies Meta<typeof Seo>;

export default meta;
type Story = StoryObj<typeof meta>;

const headContent = (selector: string, attribute = 'content') =>
  document.head.querySelector(selector)?.getAttribute(attribute);

/** Every tag a page needs for search results and share previews, from one component. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(document.title).toBe('Pricing | Acme'));
    await expect(headContent('meta[name="description"]')).toBe(
      'Plans for teams of every size, billed monthly or yearly.',
    );
    await expect(headContent('link[rel="canonical"]', 'href')).toBe('https://acme.example/pricing');
    await expect(headContent('meta[name="robots"]')).toBe('index, follow');
    await expect(headContent('meta[property="og:title"]')).toBe('Pricing | Acme');
    await expect(headContent('meta[name="twitter:card"]')).toBe('summary_large_image');
    const block = canvasElement.querySelector('script[type="application/ld+json"]');
    await expect(JSON.parse(block?.textContent ?? 'null')).toMatchObject({ '@type': 'WebPage' });
  },
};

/** A page kept out of search results, without a share image: a plain summary card. */
export const NoIndexWithoutImage: Story = {
  args: { noindex: true, imageUrl: undefined, structuredData: undefined },
  play: async () => {
    await waitFor(() => expect(headContent('meta[name="robots"]')).toBe('noindex, nofollow'));
    await expect(headContent('meta[name="twitter:card"]')).toBe('summary');
    await expect(document.head.querySelector('meta[property="og:image"]')).toBeNull();
  },
};
