/**
 * Phoenix channel messages on the wire, in the two serializers realtime-js speaks: vsn 1.0.0 sends JSON objects,
 * 2.0.0 JSON arrays `[join_ref, ref, topic, event, payload]` plus binary frames for user broadcasts (the layout of
 * realtime-js's lib/serializer.ts; the WebSocket framing itself is the `ws` package's).
 */

export type Vsn = '1.0.0' | '2.0.0';

export interface Message {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

/** A user broadcast whose payload is bytes rather than JSON (only vsn 2.0.0 carries them). */
export interface BinaryPayload {
  bytes: Buffer;
}

const userBroadcastPush = 3;
const userBroadcast = 4;
const binaryEncoding = 0;
const jsonEncoding = 1;

export function isVsn(value: string | null): value is Vsn {
  return value === '1.0.0' || value === '2.0.0';
}

function refOf(value: unknown): string | null {
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : null;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function message(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): Message | undefined {
  if (typeof topic !== 'string' || typeof event !== 'string' || !isObject(payload))
    return undefined;
  return { joinRef: refOf(joinRef), ref: refOf(ref), topic, event, payload };
}

/** The client's frame as a message, or undefined when it is not one this serializer produces. */
export function decodeFrame(vsn: Vsn, data: Buffer, isBinary: boolean): Message | undefined {
  if (isBinary) return vsn === '2.0.0' ? decodeBroadcastPush(data) : undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(data.toString('utf8'));
  } catch {
    return undefined;
  }
  if (vsn === '1.0.0') {
    if (!isObject(parsed)) return undefined;
    return message(parsed.join_ref, parsed.ref, parsed.topic, parsed.event, parsed.payload);
  }
  if (!Array.isArray(parsed) || parsed.length !== 5) return undefined;
  return message(parsed[0], parsed[1], parsed[2], parsed[3], parsed[4]);
}

/** Kind 3: header bytes (kind, five lengths, payload encoding), then join_ref, ref, topic, event, metadata, payload. */
function decodeBroadcastPush(data: Buffer): Message | undefined {
  if (data.length < 7 || data[0] !== userBroadcastPush) return undefined;
  const lengths = [data[1], data[2], data[3], data[4], data[5]] as number[];
  const encoding = data[6];
  let offset = 7;
  const fields = lengths.map((length) => {
    const field = data.subarray(offset, offset + length).toString('utf8');
    offset += length;
    return field;
  });
  if (offset > data.length) return undefined;
  const [joinRef = '', ref = '', topic = '', event = '', metadata = ''] = fields;
  const body = data.subarray(offset);
  let userPayload: unknown;
  let meta: unknown = {};
  try {
    if (metadata) meta = JSON.parse(metadata);
    if (encoding === jsonEncoding) userPayload = JSON.parse(body.toString('utf8'));
    else if (encoding === binaryEncoding)
      userPayload = { bytes: Buffer.from(body) } satisfies BinaryPayload;
    else return undefined;
  } catch {
    return undefined;
  }
  return {
    joinRef: joinRef || null,
    ref: ref || null,
    topic,
    event: 'broadcast',
    payload: { ...(isObject(meta) ? meta : {}), type: 'broadcast', event, payload: userPayload },
  };
}

export function isBinaryPayload(value: unknown): value is BinaryPayload {
  return isObject(value) && Buffer.isBuffer(value.bytes);
}

/** A message for this serializer; undefined when it cannot carry it (bytes to a 1.0.0 client). */
export function encodeFrame(vsn: Vsn, msg: Message): string | Buffer | undefined {
  const inner = msg.payload.payload;
  if (msg.event === 'broadcast' && isBinaryPayload(inner)) {
    return vsn === '2.0.0' ? encodeBroadcast(msg, binaryEncoding, inner.bytes) : undefined;
  }
  if (vsn === '1.0.0') {
    return JSON.stringify({
      join_ref: msg.joinRef,
      ref: msg.ref,
      topic: msg.topic,
      event: msg.event,
      payload: msg.payload,
    });
  }
  if (msg.event === 'broadcast' && typeof msg.payload.event === 'string') {
    return encodeBroadcast(msg, jsonEncoding, Buffer.from(JSON.stringify(inner ?? {})));
  }
  return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
}

/** Kind 4, what realtime-js decodes: kind, topic/event/metadata lengths, encoding, then the fields and payload. */
function encodeBroadcast(msg: Message, encoding: number, body: Buffer): Buffer {
  const topic = Buffer.from(msg.topic);
  const event = Buffer.from(String(msg.payload.event));
  const metadata = Buffer.alloc(0);
  const header = Buffer.from([
    userBroadcast,
    topic.length,
    event.length,
    metadata.length,
    encoding,
  ]);
  return Buffer.concat([header, topic, event, metadata, body]);
}
