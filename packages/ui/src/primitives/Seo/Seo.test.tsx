import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Seo } from './Seo';

const props = {
  title: 'Pricing',
  titleSuffix: 'Acme',
  description: 'Plans for every team.',
  canonicalUrl: 'https://acme.example/pricing',
};

const headTags = () =>
  Array.from(
    document.head.querySelectorAll('title, meta, link[rel="canonical"]'),
    (tag) => tag.outerHTML,
  );

describe('Seo', () => {
  it('leaves only the tags of the page on screen when another page replaces it', () => {
    const { rerender } = render(<Seo {...props} keywords={['pricing']} />);
    expect(document.title).toBe('Pricing | Acme');
    rerender(
      <Seo key="about" {...props} title="About" canonicalUrl="https://acme.example/about" />,
    );
    expect(document.title).toBe('About | Acme');
    const tags = headTags();
    expect(tags.filter((tag) => tag.startsWith('<title'))).toHaveLength(1);
    expect(tags.join('\n')).not.toMatch(/pricing/i);
  });

  it('writes structured data that a value cannot break out of', () => {
    const { container } = render(
      <Seo {...props} structuredData={[{ name: '</script><script>alert(1)</script>' }]} />,
    );
    const blocks = container.querySelectorAll('script[type="application/ld+json"]');
    expect(blocks).toHaveLength(1);
    expect(JSON.parse(blocks[0]?.textContent ?? '')).toEqual({
      name: '</script><script>alert(1)</script>',
    });
  });
});
