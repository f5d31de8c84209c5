import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import type { ServerType } from '@hono/node-server';
import { WebSocketServer, type WebSocket } from 'ws';
import type { ApiKeys } from '../config.ts';
import type { Database } from '../db/database.ts';
import { apiKeyRefusal } from '../server/gateway.ts';
import type { JwtService } from '../tokens/jwt.ts';
import { ChangeFeed } from './changeFeed.ts';
import { claimsOfToken, type ChannelClaims } from './claims.ts';
import { isVsn, type Vsn } from './frames.ts';
import { SocketSession } from './socketSession.ts';
import { Topics } from './topics.ts';

export interface Realtime {
  /** Follows publication changes made since the start (as `reloadSchema` is called after DDL). */
  reload(): Promise<void>;
  /** Resolves once the changes committed so far are delivered. */
  settled(): Promise<void>;
  /** Closes every socket with 1001 (going away) and stops listening for changes. */
  close(): Promise<void>;
}

export interface RealtimeOptions {
  server: ServerType;
  db: Database;
  keys: ApiKeys;
  jwt: JwtService;
  log: (line: string) => void;
}

const socketPath = '/realtime/v1/websocket';
/** Frames larger than this close the socket (1009): Realtime's own limit on a message is far below it. */
const maxFrameBytes = 1024 * 1024;
/** How long clients get to answer the closing handshake at a stop before their sockets are cut. */
const closeGraceMs = 1000;

interface Accepted {
  vsn: Vsn;
  claims: ChannelClaims;
}

/**
 * Serves `/realtime/v1/websocket` on the HTTP server: the gateway's API-key check before the upgrade, then one
 * {@link SocketSession} per socket, sharing the change feed and the public channels' topics.
 */
export async function startRealtime(options: RealtimeOptions): Promise<Realtime> {
  const { server, db, keys, jwt } = options;
  const feed = new ChangeFeed(db, options.log);
  await feed.start();
  const topics = new Topics();
  const accepted = new WeakMap<IncomingMessage, Accepted>();
  const wss = new WebSocketServer({
    noServer: true,
    maxPayload: maxFrameBytes,
    verifyClient: (info, done) => {
      const url = new URL(info.req.url ?? '/', 'http://localhost');
      const apikey = url.searchParams.get('apikey') ?? headerOf(info.req, 'apikey');
      const refusal = apiKeyRefusal(keys, apikey);
      if (refusal) return done(false, refusal.status, JSON.stringify(refusal.body), jsonHeaders);
      const vsn = url.searchParams.get('vsn') ?? '1.0.0';
      if (!isVsn(vsn)) {
        return done(false, 400, JSON.stringify({ message: `Unsupported vsn ${vsn}` }), jsonHeaders);
      }
      void claimsOfToken(apikey ?? '', keys, jwt).then((claims) => {
        if (!claims.ok)
          return done(false, 401, JSON.stringify({ message: claims.reason }), jsonHeaders);
        accepted.set(info.req, { vsn, claims: claims.value });
        done(true);
      });
    },
  });
  wss.on('connection', (ws: WebSocket, req: IncomingMessage) => {
    const socket = accepted.get(req);
    if (!socket) return ws.terminate();
    new SocketSession(ws, socket.vsn, socket.claims, { db, keys, jwt, feed, topics });
  });
  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    // Node drops an upgrade nobody handles; so does this server for any other path.
    if (path !== socketPath) return socket.destroy();
    wss.handleUpgrade(req, socket, head, (ws) => wss.emit('connection', ws, req));
  };
  server.on('upgrade', onUpgrade);

  return {
    reload: () => feed.sync(),
    settled: () => feed.settled(),
    async close() {
      server.off('upgrade', onUpgrade);
      const open = [...wss.clients];
      await Promise.all(
        open.map(
          (ws) =>
            new Promise<void>((resolve) => {
              if (ws.readyState === ws.CLOSED) return resolve();
              const cut = setTimeout(() => ws.terminate(), closeGraceMs);
              ws.once('close', () => {
                clearTimeout(cut);
                resolve();
              });
              ws.close(1001, 'Server shutting down');
            }),
        ),
      );
      await new Promise<void>((resolve) => wss.close(() => resolve()));
      await feed.stop();
    },
  };
}

const jsonHeaders = { 'Content-Type': 'application/json' };

function headerOf(req: IncomingMessage, name: string): string | undefined {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
}
