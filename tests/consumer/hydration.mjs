// Serves the kit's example page rendered on the server (packages/ui/src/docs/examples) and hydrates it in Chromium.
/* global document -- the functions passed to page.evaluate run in the browser */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

const types = { '.js': 'text/javascript', '.css': 'text/css', '.woff2': 'font/woff2' };

/**
 * @param {{ serverEntry: string, clientDir: string }} build the SSR bundle that exports `render()`, and the client
 *   build whose index.html is the document template
 * @returns {Promise<{ messages: string[], hydrated: boolean, fontsLoaded: boolean }>} what the browser logged (errors
 *   and warnings), whether the page answered a click (only a hydrated page does), whether the kit's fonts loaded
 */
export async function hydrateInChromium({ serverEntry, clientDir }) {
  const { render } = await import(pathToFileURL(serverEntry).href);
  const template = readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const server = createServer((request, response) => {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname === '/') {
      const { head, html } = render();
      const page = template.replace('<!--app-head-->', head).replace('<!--app-html-->', html);
      response.writeHead(200, { 'content-type': 'text/html' }).end(page);
      return;
    }
    // Browsers ask every page for an icon; an empty answer keeps a 404 for it out of the console.
    if (pathname === '/favicon.ico') {
      response.writeHead(204).end();
      return;
    }
    const file = path.join(clientDir, path.normalize(pathname));
    try {
      const body = readFileSync(file);
      response.writeHead(200, {
        'content-type': types[path.extname(file)] ?? 'application/octet-stream',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const page = await browser.newPage();
    /** @type {string[]} */
    const messages = [];
    page.on('console', (message) => {
      if (['error', 'warning'].includes(message.type())) messages.push(message.text());
    });
    page.on('pageerror', (error) => messages.push(error.message));
    await page.goto(`http://127.0.0.1:${port}/`);
    // Before hydration the server's button does nothing; once React has attached, a click opens the answer.
    const question = page.getByRole('button', { name: 'How do we add the kit to our app?' });
    let hydrated = false;
    for (const deadline = Date.now() + 10_000; !hydrated && Date.now() < deadline;) {
      await question.click();
      hydrated = (await question.getAttribute('aria-expanded')) === 'true';
      if (!hydrated) await page.waitForTimeout(200);
    }
    const fontsLoaded = await page.evaluate(async () => {
      await document.fonts.ready;
      return ['Inter Variable', 'Bricolage Grotesque Variable'].every((family) =>
        document.fonts.check(`16px "${family}"`),
      );
    });
    return { messages, hydrated, fontsLoaded };
  } finally {
    await browser.close();
    server.close();
  }
}
