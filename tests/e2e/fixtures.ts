import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type APIRequestContext, type Page } from '@playwright/test';
import { sessionStorageKeyFor } from '../../packages/core/src/supabase/sessionStorageKey';
import { unreadableText } from '../../packages/ui/src/storybook/unreadableText';

/** Console errors and uncaught exceptions of a page, collected from the first request on. */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
});

export { expect };

/** The widths every page and open state is reviewed at, from the smallest phone to a wide desktop. */
export const reviewWidths = [320, 375, 768, 1024, 1280, 1440] as const;

/**
 * WCAG A/AA rule violations that axe finds on the page as it is now. Colour contrast is among them, but axe only
 * judges text it can see at rest: a sheet still sliding or fading in is "incomplete", not a violation, so a test of
 * an open state lets its motion end first (or emulates reduced motion, which shows the end state at once). Text
 * axe measured below AA but filed as "incomplete" (see `unreadableText`) counts as a violation here. `within`, a CSS
 * selector, limits the check to one part of the page, such as an open dialog on a page already checked closed.
 */
export async function axeViolations(page: Page, within?: string) {
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const unreadable = unreadableText(results);
  return [
    ...results.violations.map((violation) => ({
      id: violation.id,
      nodes: violation.nodes.map((node) => node.target.join(' ')),
    })),
    ...(unreadable.length > 0 ? [{ id: 'color-contrast (incomplete)', nodes: unreadable }] : []),
  ];
}

/** The local backend the e2e suite runs against (see playwright.e2e.config.ts). */
export const backend = {
  url: 'http://127.0.0.1:54321',
  serviceRoleKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU',
};

/** Where the site's supabase-js keeps the session in localStorage: supabase-js's own key for the backend's URL. */
export const sessionStorageKey = sessionStorageKeyFor(backend.url);

/**
 * Waits until the landing page has hydrated: its scripts start once the hero image has arrived
 * (apps/site/scripts/hero-first-entry.mjs), so behaviour that needs them (smooth scrolling) comes a moment later.
 */
export async function landingHydrated(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}

/**
 * Holds back the script whose chunk starts with `chunk` (a landing section's, e.g. `CalculatorSection`, or `app`,
 * the other pages' entry), as a slow connection would, until the returned function is called.
 */
export async function holdSectionCode(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/${chunk}-[^/]*\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

interface DevMail {
  subject: string;
  text: string;
  links: string[];
}

/** What the backend has mailed to `to` (its dev mailbox), newest first. */
export async function mailTo(request: APIRequestContext, to: string): Promise<DevMail[]> {
  const response = await request.get(`${backend.url}/__dev/mail`, { params: { to } });
  return (await response.json()) as DevMail[];
}

/** Waits for the newest verification link of `type` (recovery, email_change, ...) mailed to `to`. */
export async function mailedLink(
  request: APIRequestContext,
  to: string,
  type: 'recovery' | 'email_change' | 'signup' | 'magiclink',
): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      link = (await mailTo(request, to))
        .flatMap((mail) => mail.links)
        .find((href) => href.includes('/auth/v1/verify') && href.includes(`type=${type}`));
      return link;
    })
    .toBeTruthy();
  return link!;
}

/** Waits for the newest reauthentication code mailed to `to`. */
export async function mailedReauthenticationCode(
  request: APIRequestContext,
  to: string,
): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const [newest] = (await mailTo(request, to)).filter(
        (mail) => mail.subject === 'Confirm reauthentication',
      );
      code = /\b(\d{6})\b/.exec(newest?.text ?? '')?.[1];
      return code;
    })
    .toBeTruthy();
  return code!;
}

/** A product row as the backend has it now, with the columns the pages show. */
export interface BackendProduct {
  name: string;
  slug: string;
  page_type: string;
  price_type: string;
}

/** Products the tests add after the build; the prerendered pages cannot have them. */
const addedByTests = (product: { slug: string }) => product.slug.startsWith('e2e-');

/**
 * Every product the backend has now, in display order; those the tests added are left out unless asked for (what a
 * page that asks the API now shows, while another test runs, may include them).
 */
export async function backendProducts({ includeAddedByTests = false } = {}): Promise<
  BackendProduct[]
> {
  const response = await fetch(
    `${backend.url}/rest/v1/products?select=name,slug,page_type,price_type&order=display_order.asc`,
    {
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    },
  );
  expect(response.status).toBe(200);
  const products = (await response.json()) as BackendProduct[];
  return includeAddedByTests ? products : products.filter((product) => !addedByTests(product));
}

/** Each template's remix link, by slug, as the backend holds it (the seed draws random ones). */
export async function backendRemixLinks(): Promise<Record<string, string>> {
  const response = await fetch(
    `${backend.url}/rest/v1/product_deliveries?select=remix_url,products(slug)`,
    {
      headers: {
        apikey: backend.serviceRoleKey,
        Authorization: `Bearer ${backend.serviceRoleKey}`,
      },
    },
  );
  expect(response.status).toBe(200);
  const rows = (await response.json()) as { remix_url: string; products: { slug: string } }[];
  return Object.fromEntries(rows.map((row) => [row.products.slug, row.remix_url]));
}

/** The JSON-LD blocks of an HTML document, parsed; an array block gives each of its items. */
export function jsonLdBlocks(html: string): { '@type': string; [key: string]: unknown }[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap(
    (match) => [JSON.parse(match[1] ?? 'null')].flat(),
  );
}

/** The price the spec gives a template in its structured data: 0 when Free, otherwise 29.99 (USD). */
export const specPrice = (product: { price_type: string }) =>
  product.price_type === 'Free' ? 0 : 29.99;

/** Whether raw HTML shows this text (as React escapes it in element content). */
const htmlHasText = (html: string, text: string) =>
  html.includes(
    text
      .replace(/&/g, '&amp;')
      .replace(/</g, '&lt;')
      .replace(/>/g, '&gt;')
      .replace(/"/g, '&quot;')
      .replace(/'/g, '&#x27;'),
  );

/**
 * Checks a page's raw HTML (no script run): its list (`listHtml`, a part of `html`) shows each product's name and
 * no loading state, and its Product structured data names the same products, in order, at the spec's prices.
 */
export function expectPrerenderedProducts(
  html: string,
  listHtml: string,
  products: readonly BackendProduct[],
): void {
  expect(products.length).toBeGreaterThan(0);
  expect(listHtml).not.toContain('Loading our amazing products...');
  for (const product of products)
    expect(htmlHasText(listHtml, product.name), product.name).toBe(true);
  const structured = jsonLdBlocks(html).filter((block) => block['@type'] === 'Product');
  expect(structured.map((block) => block.name)).toEqual(products.map((product) => product.name));
  expect(structured.map((block) => block.offers)).toEqual(
    products.map((product) =>
      expect.objectContaining({ price: specPrice(product), priceCurrency: 'USD' }),
    ),
  );
}

/**
 * Resolves once the page has asked the API for the products: a prerendered page that lists them does so after it
 * has hydrated (its prerendered copy may be old). Call it before the page loads.
 */
export function productsRefreshed(page: Page): Promise<unknown> {
  return page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/rest/v1/products',
  );
}
