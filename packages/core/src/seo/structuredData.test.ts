import { describe, expect, it } from 'vitest';
import { faqPageJsonLd, productJsonLd, videoObjectJsonLd } from './structuredData';

const product = {
  name: 'Nova',
  description: 'SaaS landing page',
  image: 'https://x/nova.webp',
  url: 'https://x/p/nova',
};

describe('productJsonLd', () => {
  it('offers the product at its price in USD', () => {
    expect(productJsonLd({ ...product, price: 29.99 }, 'Outpace').offers).toMatchObject({
      price: 29.99,
      priceCurrency: 'USD',
    });
  });

  it('offers a Free template at 0 USD', () => {
    expect(productJsonLd({ ...product, price: 0 }, 'Outpace').offers).toMatchObject({
      price: 0,
      priceCurrency: 'USD',
    });
  });
});

describe('faqPageJsonLd', () => {
  it('turns each item into a question with its accepted answer', () => {
    expect(faqPageJsonLd([{ question: 'How long?', answer: 'Two weeks.' }]).mainEntity).toEqual([
      {
        '@type': 'Question',
        name: 'How long?',
        acceptedAnswer: { '@type': 'Answer', text: 'Two weeks.' },
      },
    ]);
  });
});

describe('videoObjectJsonLd', () => {
  it('embeds from the privacy-enhanced host', () => {
    const video = {
      title: 'T',
      description: 'D',
      videoId: 'abc123',
      date: '2026-01-01',
      url: 'https://y/watch?v=abc123',
    };
    expect(videoObjectJsonLd(video, 'https://x/poster.webp').embedUrl).toBe(
      'https://www.youtube-nocookie.com/embed/abc123',
    );
  });
});
