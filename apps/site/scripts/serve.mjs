// Serves the production build the way our static host does: prerendered HTML per route, the 404 page with a 404
// status, text compressed by the build (precompress.mjs), and long-lived caching for content-hashed assets.
import { createReadStream, readFileSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { acceptedEncodings, compressibleExtensions } from './compression.mjs';
import { securityHeaders } from './security-headers.mjs';

const distDir = process.env.DIST_DIR
  ? path.resolve(process.env.DIST_DIR)
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const host = process.env.HOST ?? '127.0.0.1';
const port = Number(process.env.PORT ?? 4173);

// The same permanent redirects a static host applies, read from the file the build wrote for it.
const redirects = new Map(
  readFileSync(path.join(distDir, '_redirects'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => line.split(/\s+/))
    .map(([from, to]) => [from, to]),
);

const contentTypes = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.woff2': 'font/woff2',
  '.avif': 'image/avif',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
};

async function sizeIfFile(file) {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats.size : null;
  } catch {
    return null;
  }
}

async function fileIfExists(candidate) {
  const resolved = path.resolve(distDir, candidate);
  if (!resolved.startsWith(distDir + path.sep)) return null;
  return (await sizeIfFile(resolved)) === null ? null : resolved;
}

/** The build's compressed copy of `file` in the best encoding the request accepts, or the file itself. */
async function representation(file, acceptEncoding) {
  if (compressibleExtensions.has(path.extname(file))) {
    for (const { name, suffix } of acceptedEncodings(acceptEncoding)) {
      const size = await sizeIfFile(`${file}${suffix}`);
      if (size !== null) return { path: `${file}${suffix}`, size, encoding: name };
    }
  }
  return { path: file, size: await sizeIfFile(file), encoding: null };
}

const notFound = { file: path.join(distDir, '404.html'), status: 404 };

async function resolveRequest(pathname) {
  // `/sign-in/` is the same page as `/sign-in`, as on static hosts.
  const relative = decodeURIComponent(pathname).replace(/^\/+/, '').replace(/\/+$/, '');
  // A `..` that arrived encoded (`..%2F`) is not a page: without this it could name another page's file.
  if (relative.split(/[\\/]/).includes('..')) return notFound;
  const candidates =
    relative === ''
      ? ['index.html']
      : [relative, `${relative}.html`, path.join(relative, 'index.html')];
  for (const candidate of candidates) {
    const file = await fileIfExists(candidate);
    if (file) return { file, status: 200 };
  }
  return notFound;
}

function cacheControlFor(file) {
  return file.includes(`${path.sep}assets${path.sep}`)
    ? 'public, max-age=31536000, immutable'
    : 'public, max-age=0, must-revalidate';
}

const server = createServer(async (request, response) => {
  try {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    const { pathname, search } = new URL(request.url ?? '/', `http://${host}`);
    const redirectTarget = redirects.get(pathname.replace(/\/$/, '') || '/');
    if (redirectTarget) {
      response.writeHead(301, { ...securityHeaders, Location: `${redirectTarget}${search}` }).end();
      return;
    }
    const { file, status } = await resolveRequest(pathname);
    const extension = path.extname(file);
    const headers = {
      ...securityHeaders,
      'Content-Type': contentTypes[extension] ?? 'application/octet-stream',
      'Cache-Control': cacheControlFor(file),
      Vary: 'Accept-Encoding',
    };
    const body = await representation(file, request.headers['accept-encoding']);
    if (body.encoding) headers['Content-Encoding'] = body.encoding;
    headers['Content-Length'] = body.size;
    response.writeHead(status, headers);
    if (request.method === 'HEAD') {
      response.end();
      return;
    }
    createReadStream(body.path).pipe(response);
  } catch {
    // A malformed URL (bad percent-encoding) is the client's mistake, not a server fault.
    response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request');
  }
});

server.listen(port, host, () => console.log(`Site: http://${host}:${port}`));
