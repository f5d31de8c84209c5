import WebSocket from 'ws';
import type { LocalSupabase } from '../../src/server/startLocalSupabase.ts';

export interface PhoenixMessage {
  join_ref: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export function socketUrl(server: LocalSupabase, params: Record<string, string>): string {
  const url = new URL('/realtime/v1/websocket', server.url.replace(/^http/, 'ws'));
  for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
  return url.toString();
}

/** What the upgrade answers when it is refused: status and body. */
export function refusal(url: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(url);
    ws.on('open', () => reject(new Error('upgraded')));
    ws.on('unexpected-response', (_req, res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    ws.on('error', () => {});
  });
}

/** A socket speaking vsn 1.0.0 by hand, to see the protocol's messages exactly as the server sends them. */
export class RawSocket {
  readonly ws: WebSocket;
  readonly messages: PhoenixMessage[] = [];
  closed: Promise<{ code: number; reason: string }>;
  #ref = 0;
  #waiters: (() => void)[] = [];

  private constructor(ws: WebSocket) {
    this.ws = ws;
    ws.on('message', (data) => {
      this.messages.push(JSON.parse(String(data)) as PhoenixMessage);
      for (const wake of this.#waiters.splice(0)) wake();
    });
    this.closed = new Promise((resolve) =>
      ws.on('close', (code, reason) => resolve({ code, reason: String(reason) })),
    );
  }

  static open(server: LocalSupabase, key = server.anonKey): Promise<RawSocket> {
    const ws = new WebSocket(socketUrl(server, { apikey: key, vsn: '1.0.0' }));
    return new Promise((resolve, reject) => {
      ws.once('open', () => resolve(new RawSocket(ws)));
      ws.once('error', reject);
    });
  }

  /** Sends a message and returns its ref. */
  push(
    topic: string,
    event: string,
    payload: Record<string, unknown>,
    joinRef: string | null = null,
  ): string {
    const ref = String(++this.#ref);
    this.ws.send(JSON.stringify({ topic, event, payload, ref, join_ref: joinRef ?? ref }));
    return ref;
  }

  async next(match: (m: PhoenixMessage) => boolean, timeoutMs = 5000): Promise<PhoenixMessage> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.messages.find(match);
      if (found) return found;
      if (Date.now() > deadline)
        throw new Error(`no such message among ${JSON.stringify(this.messages)}`);
      await new Promise<void>((resolve) => {
        this.#waiters.push(resolve);
        setTimeout(resolve, 50);
      });
    }
  }

  reply(ref: string): Promise<PhoenixMessage> {
    return this.next((m) => m.event === 'phx_reply' && m.ref === ref);
  }

  close(): void {
    this.ws.close();
  }
}
