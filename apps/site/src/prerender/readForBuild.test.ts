import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readProductsForBuild } from './readForBuild';

let closeApi = async () => {};

/** An API that turns every request away as a hosted project does a wrong key, counting the requests. */
async function refusingApi() {
  const requests: string[] = [];
  const server = createServer((request, response) => {
    requests.push(`${request.method} ${request.url}`);
    response.writeHead(401, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify({ message: 'Invalid API key', hint: 'Double check your key.' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closeApi = () => new Promise((resolve) => server.close(() => resolve()));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, requests };
}

afterEach(() => closeApi());

describe('readProductsForBuild', () => {
  it('gives no products and says why in one line when the API cannot be reached', async () => {
    // Nothing listens there any more: the port an API had until a moment ago.
    const { url } = await refusingApi();
    await closeApi();
    const lines: string[] = [];

    const products = await readProductsForBuild({ url, anonKey: 'the-local-anon-key' }, (line) =>
      lines.push(line),
    );

    expect(products).toBeUndefined();
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(
      new RegExp(`^products: could not read them from ${url} \\(.*ECONNREFUSED.*\\); .* loading$`),
    );
    expect(lines[0]).not.toContain('\n');
  });

  it("gives no products and passes on the API's reason when it refuses, after one request", async () => {
    const api = await refusingApi();
    const lines: string[] = [];

    const products = await readProductsForBuild(
      { url: api.url, anonKey: 'a-key-of-another-project' },
      (line) => lines.push(line),
    );

    expect(products).toBeUndefined();
    expect(lines).toEqual([
      `products: could not read them from ${api.url} (Invalid API key); the pages are prerendered with the products loading`,
    ]);
    // The client's own query: the same request the browser sends.
    expect(api.requests).toEqual([
      'GET /rest/v1/products?select=*%2Cshots%3Aproduct_shots%28position%2Cviewport%2Cpage%2Cwebp_url%2Cavif_url%29&order=display_order.asc',
    ]);
  });
});
