import type { WebSocket } from 'ws';
import type { ApiKeys } from '../config.ts';
import type { Database } from '../db/database.ts';
import type { JwtService } from '../tokens/jwt.ts';
import { readBindings, readJoin } from './channelJoin.ts';
import type { ChangeBinding, ChangeFeed, ChangeSubscriber } from './changeFeed.ts';
import { claimsOfToken, type ChannelClaims } from './claims.ts';
import { decodeFrame, encodeFrame, type Message, type Vsn } from './frames.ts';
import type { TopicMember, Topics } from './topics.ts';

export interface RealtimeContext {
  db: Database;
  keys: ApiKeys;
  jwt: JwtService;
  feed: ChangeFeed;
  topics: Topics;
}

/** Realtime's `max_channels_per_client`. */
const maxChannels = 100;
/** Frames a socket may send in a burst, and per second after it (Realtime's default of 100 events per second). */
const frameBurst = 200;
const framesPerSecond = 100;
/** A socket silent this long has lost its client (realtime-js beats every 25 s), as Phoenix's timeout judges. */
const idleMs = 60_000;
/** Bytes queued for a client that does not read: past this the socket is cut rather than buffered further. */
const maxBufferedBytes = 8 * 1024 * 1024;
const maxTopicBytes = 255;

const closeCodes = { policy: 1008 } as const;

interface Channel extends TopicMember, ChangeSubscriber {
  joinRef: string | null;
  claimsNow: ChannelClaims;
  broadcastSelf: boolean;
  broadcastAck: boolean;
  expiry: NodeJS.Timeout | undefined;
}

function subTopic(topic: string): string {
  return topic.replace(/^realtime:/, '');
}

/** One client socket speaking the Phoenix channel protocol realtime-js expects. */
export class SocketSession {
  readonly #ws: WebSocket;
  readonly #vsn: Vsn;
  readonly #context: RealtimeContext;
  readonly #socketClaims: ChannelClaims;
  readonly #channels = new Map<string, Channel>();
  #tokens = frameBurst;
  #refilledAt = Date.now();
  readonly #idle: NodeJS.Timeout;
  #queue = Promise.resolve();

  constructor(ws: WebSocket, vsn: Vsn, socketClaims: ChannelClaims, context: RealtimeContext) {
    this.#ws = ws;
    this.#vsn = vsn;
    this.#socketClaims = socketClaims;
    this.#context = context;
    this.#idle = setTimeout(() => ws.close(1000, 'Idle'), idleMs);
    ws.on('message', (data, isBinary) => this.#onFrame(data as Buffer, isBinary));
    ws.on('close', () => this.#closed());
    ws.on('error', () => ws.terminate());
  }

  #onFrame(data: Buffer, isBinary: boolean): void {
    this.#idle.refresh();
    if (!this.#takeToken()) {
      this.#ws.close(closeCodes.policy, 'Too many messages');
      return;
    }
    const msg = decodeFrame(this.#vsn, data, isBinary);
    if (!msg) return;
    // One message at a time, in the order sent, as a Phoenix channel process takes them: a join's or a token's
    // checks finish before the next message is read.
    this.#queue = this.#queue.then(() => this.#handle(msg)).catch(() => this.#ws.terminate());
  }

  #takeToken(): boolean {
    const now = Date.now();
    this.#tokens = Math.min(
      frameBurst,
      this.#tokens + ((now - this.#refilledAt) / 1000) * framesPerSecond,
    );
    this.#refilledAt = now;
    if (this.#tokens < 1) return false;
    this.#tokens -= 1;
    return true;
  }

  #send(msg: Message): void {
    if (this.#ws.readyState !== this.#ws.OPEN) return;
    if (this.#ws.bufferedAmount > maxBufferedBytes) {
      this.#ws.terminate();
      return;
    }
    const frame = encodeFrame(this.#vsn, msg);
    if (frame !== undefined) this.#ws.send(frame, { binary: typeof frame !== 'string' });
  }

  #reply(to: Message, status: 'ok' | 'error', response: Record<string, unknown>): void {
    this.#send({
      joinRef: to.joinRef,
      ref: to.ref,
      topic: to.topic,
      event: 'phx_reply',
      payload: { status, response },
    });
  }

  async #handle(msg: Message): Promise<void> {
    if (msg.topic === 'phoenix') {
      if (msg.event === 'heartbeat') this.#reply(msg, 'ok', {});
      return;
    }
    if (msg.event === 'phx_join') return this.#join(msg);
    const channel = this.#channels.get(msg.topic);
    if (!channel) {
      this.#reply(msg, 'error', { reason: 'unmatched topic' });
      return;
    }
    switch (msg.event) {
      case 'phx_leave':
        this.#reply(msg, 'ok', {});
        this.#close(channel);
        return;
      case 'access_token':
        return this.#swapToken(channel, msg.payload.access_token);
      case 'broadcast':
        return this.#broadcast(channel, msg);
      case 'presence':
        return this.#presence(channel, msg);
      default:
        this.#reply(msg, 'error', { reason: `unknown event ${msg.event}` });
    }
  }

  async #join(msg: Message): Promise<void> {
    const existing = this.#channels.get(msg.topic);
    if (existing) this.#close(existing, false);
    if (!msg.topic.startsWith('realtime:') || Buffer.byteLength(msg.topic) > maxTopicBytes) {
      this.#reply(msg, 'error', { reason: 'Topic must be realtime:<name> of at most 255 bytes' });
      return;
    }
    if (this.#channels.size >= maxChannels) {
      this.#reply(msg, 'error', {
        reason: `ChannelRateLimitReached: Too many channels (at most ${maxChannels} per socket)`,
      });
      return;
    }
    const request = readJoin(msg.payload);
    if (request.isPrivate) {
      this.#reply(msg, 'error', {
        reason:
          'PrivateChannelsNotSupported: this local server serves public channels only (docs/local-backend.md#realtime)',
      });
      return;
    }
    const claims = request.accessToken
      ? await claimsOfToken(request.accessToken, this.#context.keys, this.#context.jwt)
      : ({ ok: true, value: this.#socketClaims } as const);
    if (!claims.ok) {
      this.#reply(msg, 'error', { reason: claims.reason });
      return;
    }
    const bindings = await readBindings(
      this.#context.db,
      this.#context.feed.catalog,
      request.postgresChanges,
      claims.value,
    );
    if (!bindings.ok) {
      this.#reply(msg, 'error', { reason: bindings.reason });
      return;
    }
    // The socket may have closed, or the topic been joined again, while the checks ran.
    if (this.#ws.readyState !== this.#ws.OPEN || this.#channels.has(msg.topic)) return;
    const channel = this.#channel(msg, request, claims.value, bindings.bindings);
    this.#channels.set(msg.topic, channel);
    this.#reply(msg, 'ok', { postgres_changes: bindings.reply });
    if (channel.bindings.length > 0) {
      this.#context.feed.add(channel);
      this.#system(channel, 'postgres_changes', 'ok', 'Subscribed to PostgreSQL');
    }
    this.#context.topics.join(channel);
    this.#armExpiry(channel);
  }

  #channel(
    msg: Message,
    request: ReturnType<typeof readJoin>,
    claims: ChannelClaims,
    bindings: ChangeBinding[],
  ): Channel {
    const send = (m: Message) => this.#send(m);
    const channel: Channel = {
      topic: msg.topic,
      joinRef: msg.joinRef ?? msg.ref,
      presenceKey: request.presenceKey || crypto.randomUUID(),
      presenceEnabled: request.presenceEnabled,
      broadcastSelf: request.broadcastSelf,
      broadcastAck: request.broadcastAck,
      claimsNow: claims,
      bindings,
      expiry: undefined,
      claims: () => channel.claimsNow,
      push(event, payload) {
        send({
          joinRef: channel.joinRef,
          ref: null,
          topic: channel.topic,
          event,
          payload,
        });
      },
      deliver(payload) {
        channel.push('postgres_changes', payload);
      },
    };
    return channel;
  }

  #system(channel: Channel, extension: string, status: 'ok' | 'error', message: string): void {
    channel.push('system', { extension, status, message, channel: subTopic(channel.topic) });
  }

  /** Realtime shuts a channel whose token expires: a `system` error, then `phx_close`. */
  #armExpiry(channel: Channel): void {
    clearTimeout(channel.expiry);
    const { expiresAt } = channel.claimsNow;
    if (expiresAt === undefined) return;
    // Timers hold at most 2^31-1 ms; a later expiry is re-armed when that one fires.
    const wait = Math.min(Math.max(0, expiresAt - Date.now()), 2 ** 31 - 1);
    channel.expiry = setTimeout(() => {
      if (Date.now() < expiresAt) return this.#armExpiry(channel);
      this.#system(channel, 'system', 'error', 'Token has expired 0 seconds ago');
      this.#close(channel);
    }, wait);
  }

  async #swapToken(channel: Channel, token: unknown): Promise<void> {
    const claims =
      typeof token === 'string' && token !== ''
        ? await claimsOfToken(token, this.#context.keys, this.#context.jwt)
        : ({ ok: true, value: this.#socketClaims } as const);
    if (this.#channels.get(channel.topic) !== channel) return;
    if (!claims.ok) {
      this.#system(channel, 'system', 'error', claims.reason);
      this.#close(channel);
      return;
    }
    channel.claimsNow = claims.value;
    this.#armExpiry(channel);
  }

  #broadcast(channel: Channel, msg: Message): void {
    const { event } = msg.payload;
    if (typeof event !== 'string' || Buffer.byteLength(event) > maxTopicBytes) {
      this.#reply(msg, 'error', { reason: 'A broadcast needs an event name of at most 255 bytes' });
      return;
    }
    this.#context.topics.broadcast(
      channel,
      { type: 'broadcast', event, payload: msg.payload.payload ?? {} },
      channel.broadcastSelf,
    );
    if (channel.broadcastAck) this.#reply(msg, 'ok', {});
  }

  #presence(channel: Channel, msg: Message): void {
    const { event, payload } = msg.payload;
    if (
      event === 'track' &&
      typeof payload === 'object' &&
      payload !== null &&
      !Array.isArray(payload)
    ) {
      this.#context.topics.track(channel, payload as Record<string, unknown>);
    } else if (event === 'untrack') {
      this.#context.topics.untrack(channel);
    } else {
      this.#reply(msg, 'error', { reason: 'presence events are track and untrack' });
      return;
    }
    this.#reply(msg, 'ok', {});
  }

  #close(channel: Channel, tellClient = true): void {
    this.#forget(channel);
    if (tellClient) channel.push('phx_close', {});
  }

  #forget(channel: Channel): void {
    clearTimeout(channel.expiry);
    this.#channels.delete(channel.topic);
    this.#context.feed.remove(channel);
    this.#context.topics.leave(channel);
  }

  #closed(): void {
    clearTimeout(this.#idle);
    for (const channel of [...this.#channels.values()]) this.#forget(channel);
  }
}
