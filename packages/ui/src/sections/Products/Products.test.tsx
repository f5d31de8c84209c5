import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ProductCard } from './ProductCard';
import { Products } from './Products';
import { productFixtures } from './Products.fixtures';
import { renderInTheme } from '../../../test/render';

describe('Products', () => {
  it('does render a section with the products id, named by its h2', () => {
    renderInTheme(<Products state={{ status: 'loading' }} />);
    const region = screen.getByRole('region', { name: 'Latest releases' });
    expect(region).toHaveProperty('id', 'products');
    expect(within(region).getByRole('heading', { level: 2 }).textContent).toBe('Latest releases');
  });

  it('does link Explore more to the catalog by default and to exploreHref when given', () => {
    const { unmount } = renderInTheme(<Products state={{ status: 'loading' }} />);
    expect(screen.getByRole('link', { name: 'Explore more' }).getAttribute('href')).toBe(
      '/all-framer-templates',
    );
    unmount();
    renderInTheme(<Products state={{ status: 'loading' }} exploreHref="/saas-templates" />);
    expect(screen.getByRole('link', { name: 'Explore more' }).getAttribute('href')).toBe(
      '/saas-templates',
    );
  });

  it('does announce the exact loading text and hide the placeholders', () => {
    renderInTheme(<Products state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading our amazing products...');
    expect(screen.getByTestId('product-skeletons').getAttribute('aria-hidden')).toBe('true');
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('does offer a retry that calls onRetry when loading failed', async () => {
    const onRetry = vi.fn();
    renderInTheme(<Products state={{ status: 'error', onRetry }} />);
    expect(screen.getByRole('alert').textContent).toContain('We couldn’t load the templates.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('does show the error message passed by the page', () => {
    renderInTheme(
      <Products state={{ status: 'error', message: 'Back in a minute.', onRetry: () => {} }} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Back in a minute.');
  });

  it('does show a friendly note when the list is empty', () => {
    renderInTheme(<Products state={{ status: 'success', products: [] }} />);
    expect(screen.getByText('New templates are on their way.')).toBeTruthy();
    expect(screen.getByText('Check back soon.')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('does list one card per product, in order', () => {
    renderInTheme(<Products state={{ status: 'success', products: productFixtures }} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(productFixtures.length);
    const names = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(names).toEqual(productFixtures.map((p) => p.name));
  });
});

describe('ProductCard', () => {
  const product = productFixtures[0]!;

  it('does show the thumbnail with alt text, intrinsic size and lazy loading', () => {
    renderInTheme(<ProductCard product={product} />);
    const img = screen.getByRole('img', { name: product.thumbnail.alt });
    expect(img.getAttribute('width')).toBe('800');
    expect(img.getAttribute('height')).toBe('500');
    expect(img.getAttribute('loading')).toBe('lazy');
  });

  it('does show the page type, the name, the description and the price', () => {
    renderInTheme(<ProductCard product={product} />);
    expect(screen.getByText('SaaS')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 3, name: 'Northwind' })).toBeTruthy();
    expect(screen.getByText(product.description)).toBeTruthy();
    expect(screen.getByText('$29.99')).toBeTruthy();
  });

  it('does say Free instead of the price for free products', () => {
    renderInTheme(<ProductCard product={{ ...product, isFree: true }} />);
    expect(screen.getByText('Free')).toBeTruthy();
    expect(screen.queryByText('$29.99')).toBeNull();
  });

  it('does link the name to href, and render no link without it', () => {
    const { unmount } = renderInTheme(<ProductCard product={product} />);
    expect(screen.getByRole('link', { name: 'Northwind' }).getAttribute('href')).toBe(
      '/templates/northwind',
    );
    unmount();
    renderInTheme(<ProductCard product={{ ...product, href: undefined }} />);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('does render picture sources and the requested heading level', () => {
    const { container } = renderInTheme(
      <ProductCard
        headingLevel="h2"
        product={{
          ...product,
          thumbnail: {
            ...product.thumbnail,
            sources: [{ type: 'image/avif', srcSet: '/a.avif 800w' }],
          },
        }}
      />,
    );
    expect(container.querySelector('source[type="image/avif"]')?.getAttribute('srcset')).toBe(
      '/a.avif 800w',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Northwind' })).toBeTruthy();
  });
});
