import fc from 'fast-check';

/** A frame a client may send on the realtime socket: text or bytes, plausible or not. */
export type SocketFrame = { text: string } | { bytes: Uint8Array };

const topics = fc.constantFrom(
  'phoenix',
  'realtime:room',
  'realtime:',
  'realtime:' + 'x'.repeat(300),
  '',
  'other',
);
const events = fc.constantFrom(
  'heartbeat',
  'phx_join',
  'phx_leave',
  'access_token',
  'broadcast',
  'presence',
  'postgres_changes',
  'phx_reply',
  'unknown',
);
const refs = fc.oneof(
  fc.constant(null),
  fc.string({ maxLength: 8 }),
  fc.integer(),
  fc.jsonValue({ maxDepth: 1 }),
);

const joinConfigs = fc.record(
  {
    broadcast: fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({ self: fc.boolean(), ack: fc.jsonValue({ maxDepth: 1 }) }),
    ),
    presence: fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.record({ key: fc.jsonValue({ maxDepth: 1 }), enabled: fc.boolean() }),
    ),
    postgres_changes: fc.oneof(
      fc.jsonValue({ maxDepth: 2 }),
      fc.array(
        fc.record(
          {
            event: fc.constantFrom('*', 'INSERT', 'UPDATE', 'DELETE', 'insert', 'TRUNCATE', ''),
            schema: fc.constantFrom('public', 'auth', 'pg_catalog', "public'; drop table x; --"),
            table: fc.constantFrom('subscribers', 'purchases', 'products', 'users', '*', 'nope'),
            filter: fc.oneof(
              fc.string({ maxLength: 40 }),
              fc.constantFrom(
                'user_id=eq.1',
                'email=in.(a,b)',
                "id=eq.1' or '1'='1",
                'subscribed=gt.true',
              ),
            ),
          },
          { requiredKeys: ['event'] },
        ),
        { maxLength: 3 },
      ),
    ),
    private: fc.jsonValue({ maxDepth: 1 }),
  },
  { requiredKeys: [] },
);

const payloads = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.record({
    config: joinConfigs,
    access_token: fc.oneof(fc.string({ maxLength: 60 }), fc.jsonValue({ maxDepth: 1 })),
  }),
  fc.record({
    type: fc.constantFrom('broadcast', 'presence'),
    event: fc.string({ maxLength: 10 }),
    payload: fc.jsonValue({ maxDepth: 2 }),
  }),
);

const arrays = fc
  .tuple(refs, refs, topics, events, payloads)
  .map((message) => ({ text: JSON.stringify(message) }));
const objects = fc
  .record({ join_ref: refs, ref: refs, topic: topics, event: events, payload: payloads })
  .map((message) => ({ text: JSON.stringify(message) }));
const garbage = fc.oneof(
  fc.string({ maxLength: 200 }).map((text) => ({ text })),
  fc.jsonValue({ maxDepth: 3 }).map((value) => ({ text: JSON.stringify(value) })),
);
/** Kind 3 (a client broadcast) with lengths that may run past the frame, and raw bytes. */
const binary = fc.oneof(
  fc
    .tuple(
      fc.array(fc.integer({ min: 0, max: 255 }), { minLength: 6, maxLength: 6 }),
      fc.uint8Array({ maxLength: 120 }),
    )
    .map(([header, rest]) => ({ bytes: Uint8Array.from([3, ...header, ...rest]) })),
  fc.uint8Array({ maxLength: 64 }).map((bytes) => ({ bytes })),
);

export const socketFrame: fc.Arbitrary<SocketFrame> = fc.oneof(
  { arbitrary: arrays, weight: 4 },
  { arbitrary: objects, weight: 2 },
  { arbitrary: garbage, weight: 1 },
  { arbitrary: binary, weight: 2 },
);
