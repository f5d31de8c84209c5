// @vitest-environment node
// Node's own fetch, a real one, rather than the DOM stand-in's (which plays same-origin rules of its own).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isHostReachable } from './isHostReachable';

describe('isHostReachable', () => {
  let server: Server;
  let origin: string;
  beforeAll(async () => {
    server = createServer((_request, response) => response.end('player'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('does say yes when the host answers', async () => {
    expect(await isHostReachable(`${origin}/embed/abc?autoplay=1`)).toBe(true);
  });

  it('does say no when nothing answers at the address', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    expect(await isHostReachable(`http://127.0.0.1:${port}/embed/abc`)).toBe(false);
  });

  it('does say no when the host takes longer than the limit', async () => {
    const slow = createServer(() => undefined);
    await new Promise<void>((resolve) => slow.listen(0, '127.0.0.1', resolve));
    const { port } = slow.address() as AddressInfo;
    try {
      expect(await isHostReachable(`http://127.0.0.1:${port}/embed/abc`, 200)).toBe(false);
    } finally {
      slow.closeAllConnections();
      await new Promise<void>((resolve) => slow.close(() => resolve()));
    }
  });

  it('does not ask the network about a URL that is not on it', async () => {
    expect(await isHostReachable('about:blank#abc')).toBe(true);
  });
});
