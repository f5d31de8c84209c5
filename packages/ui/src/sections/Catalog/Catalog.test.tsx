import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { hydrateAfter, renderInTheme } from '../../../test/render';
import { Catalog, type CatalogProps } from './Catalog';
import { catalogArgs, catalogPageTypes, catalogProductFixtures } from './Catalog.fixtures';
import { countPageTypes, derivePageTypes, filterByPageType } from './catalogFilter';

function Controlled(props: Partial<CatalogProps>) {
  const [selected, setSelected] = useState(props.selectedPageType ?? 'all');
  return (
    <Catalog
      {...catalogArgs}
      {...props}
      selectedPageType={selected}
      onPageTypeChange={(next) => {
        props.onPageTypeChange?.(next);
        setSelected(next);
      }}
    />
  );
}

describe('catalogFilter', () => {
  it('does derive each page type once, in display order', () => {
    expect(derivePageTypes(catalogProductFixtures)).toEqual([
      'SaaS',
      'Portfolio',
      'Agency',
      'Startup',
      'Blog',
    ]);
    expect(derivePageTypes([])).toEqual([]);
  });

  it('does count all first, then each given type, keeping types without products at 0', () => {
    expect(countPageTypes(catalogProductFixtures, catalogPageTypes)).toEqual([
      { value: 'all', count: 9 },
      { value: 'SaaS', count: 4 },
      { value: 'Agency', count: 2 },
      { value: 'Portfolio', count: 1 },
      { value: 'Startup', count: 1 },
      { value: 'Blog', count: 1 },
      { value: 'Ecommerce', count: 0 },
    ]);
  });

  it('does count the types present when none are given, and ignore duplicates', () => {
    expect(countPageTypes(catalogProductFixtures).map((o) => o.value)).toEqual([
      'all',
      'SaaS',
      'Portfolio',
      'Agency',
      'Startup',
      'Blog',
    ]);
    expect(countPageTypes([], ['SaaS', 'SaaS'])).toEqual([
      { value: 'all', count: 0 },
      { value: 'SaaS', count: 0 },
    ]);
  });

  it('does filter by exact page type and keep the order; all returns the same list', () => {
    expect(filterByPageType(catalogProductFixtures, 'SaaS').map((p) => p.id)).toEqual([
      'northwind',
      'ledgerly',
      'ledgerly-annual',
      'northwind-docs',
    ]);
    expect(filterByPageType(catalogProductFixtures, 'saas')).toEqual([]);
    expect(filterByPageType(catalogProductFixtures, 'all')).toBe(catalogProductFixtures);
  });
});

describe('Catalog', () => {
  it('does render its heading at the given level and cards one level below', () => {
    const { unmount } = renderInTheme(<Catalog {...catalogArgs} />);
    expect(screen.getByRole('heading', { level: 2, name: catalogArgs.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(9);
    unmount();
    renderInTheme(<Catalog {...catalogArgs} headingLevel="h1" />);
    expect(screen.getByRole('heading', { level: 1, name: catalogArgs.heading })).toBeTruthy();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(9);
  });

  it('does label the filter group and name each pill with its count', () => {
    renderInTheme(<Catalog {...catalogArgs} />);
    expect(screen.getByRole('group', { name: 'Filter by page type' })).toBeTruthy();
    const names = screen.getAllByRole('radio').map((radio) => radio.getAttribute('value'));
    expect(names).toEqual(['all', ...catalogPageTypes]);
    expect(screen.getByRole('radio', { name: 'Portfolio, 1 template' })).toBeTruthy();
    expect(screen.getByRole('radio', { name: 'SaaS, 4 templates' })).toBeTruthy();
  });

  it('does filter the grid and report the choice when a pill is picked', async () => {
    const onPageTypeChange = vi.fn();
    renderInTheme(<Controlled onPageTypeChange={onPageTypeChange} />);
    expect(screen.getByText('Showing all 9 templates')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: /^Agency/ }));
    expect(onPageTypeChange).toHaveBeenCalledWith('Agency');
    expect(screen.getAllByRole('article')).toHaveLength(2);
    expect(screen.getByText('Showing 2 of 9 templates').getAttribute('aria-live')).toBe('polite');
  });

  it('does report a pill picked on the prerendered page before it hydrated', async () => {
    const onPageTypeChange = vi.fn();
    await hydrateAfter(
      <Catalog {...catalogArgs} onPageTypeChange={onPageTypeChange} />,
      // A native click: no React on the page yet.
      () => screen.getByRole('radio', { name: /^Agency/ }).click(),
    );
    expect(onPageTypeChange).toHaveBeenCalledExactlyOnceWith('Agency');
  });

  it('does report nothing on hydration when no pill was picked before', async () => {
    const onPageTypeChange = vi.fn();
    await hydrateAfter(<Catalog {...catalogArgs} onPageTypeChange={onPageTypeChange} />);
    expect(onPageTypeChange).not.toHaveBeenCalled();
  });

  it('does show a note and a Show all button when the filter matches nothing', async () => {
    const onPageTypeChange = vi.fn();
    renderInTheme(<Controlled selectedPageType="Ecommerce" onPageTypeChange={onPageTypeChange} />);
    expect(screen.getByText('No templates match this filter.')).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Show all' }));
    expect(onPageTypeChange).toHaveBeenCalledWith('all');
    expect(screen.getAllByRole('article')).toHaveLength(9);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: /^All/ }));
  });

  it('does reuse the loading, error and empty states without a filter', async () => {
    const onRetry = vi.fn();
    const { rerender } = renderInTheme(<Catalog {...catalogArgs} state={{ status: 'loading' }} />);
    expect(screen.getByRole('status').textContent).toBe('Loading our amazing products...');
    expect(screen.queryByRole('group')).toBeNull();

    rerender(<Catalog {...catalogArgs} state={{ status: 'error', onRetry }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);

    rerender(<Catalog {...catalogArgs} state={{ status: 'success', products: [] }} />);
    expect(screen.getByText('New templates are on their way.')).toBeTruthy();
    expect(screen.queryByRole('group')).toBeNull();
  });
});
