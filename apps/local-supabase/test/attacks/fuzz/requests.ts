import { METHODS } from 'node:http';
import fc from 'fast-check';
import { isValidEmail, normalizeEmail } from '../../../src/auth/handlers/email.ts';
import type { RawRequest } from './rawHttp.ts';
import {
  deepJsonText,
  fieldValue,
  hostileString,
  inheritedNames,
  shortHostileString,
  jsonText,
  objectText,
  requestBody,
  someOf,
} from './hostileText.ts';

/** What the generators need to know about the server under test; nothing here is a secret. */
export interface FuzzTarget {
  port: number;
  anonKey: string;
  publishableKey: string;
  /** Tokens an outsider can make: expired, signed with another secret, unsigned. */
  badTokens: string[];
  /** Confirmed accounts of the seed, so requests reach past "unknown user". */
  seededEmails: string[];
  /** Files in the public bucket. */
  storedObjects: string[];
}

/** A request the fuzzer sends, printed compactly when fast-check reports a counterexample. */
export type FuzzRequest = RawRequest & { [fc.toStringMethod]: () => string };

// Node's HTTP parser knows these; CONNECT would turn the connection into a tunnel.
const parsedMethods = METHODS.filter((method) => method !== 'CONNECT');

export function method(usual: string): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(usual) },
    { weight: 3, arbitrary: fc.constantFrom('GET', 'POST', 'PATCH', 'PUT', 'DELETE', 'HEAD') },
    { weight: 1, arbitrary: fc.constantFrom(...parsedMethods) },
  );
}

const unreserved = /[A-Za-z0-9\-._~]/;

/** Percent-encodes the UTF-8 bytes of any string (a lone surrogate becomes U+FFFD, as in a browser). */
function percentEncode(text: string): string {
  return [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const ch = String.fromCharCode(byte);
      return unreserved.test(ch) ? ch : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

// Backslashes are left out: the HTTP layer refuses them before any route sees the request.
const pathCharacter = fc
  .integer({ min: 0x21, max: 0x7e })
  .filter((code) => code !== 0x5c)
  .map((code) => String.fromCharCode(code));

/** One path segment: encoded text, raw printable characters, or escapes that decode badly. */
export const segment: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: shortHostileString.map(percentEncode) },
  { weight: 1, arbitrary: fc.string({ unit: pathCharacter, maxLength: 12 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '%00',
      '%ZZ',
      '%',
      '..',
      '.',
      '%2e%2e',
      '%2F',
      '',
      ';',
      '%C0%AE',
      '%ED%A0%80',
      '%FF',
      ...inheritedNames,
    ),
  },
);

const subPath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => parts.join('/'));

/** A query string from known parameters plus strays, encoded or raw. */
export function query(known: fc.Arbitrary<[string, string][]>): fc.Arbitrary<string> {
  const stray = fc.array(fc.tuple(shortHostileString, shortHostileString), { maxLength: 2 });
  return fc
    .tuple(
      known,
      stray,
      fc.constantFrom('', '', '', '&&', '&=', '&%zz=%', '&a', '#frag', '&apikey=x'),
    )
    .map(([params, strays, tail]) => {
      const pairs = [...params, ...strays].map(
        ([key, value]) => `${percentEncode(key)}=${percentEncode(value)}`,
      );
      const text = pairs.join('&') + tail;
      return text === '' ? '' : `?${text}`;
    });
}

export function oneOf(values: string[], weight = 3): fc.Arbitrary<string> {
  return fc.oneof(
    { weight, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: shortHostileString },
  );
}

const latin1Text = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: fc.integer({ min: 0x80, max: 0xff }).map((c) => String.fromCharCode(c)) }),
);

const headerNameCharacter = fc.constantFrom(
  ..."abcdefghijklmnopqrstuvwxyz0123456789-_!#$%&'*+.^`|~".split(''),
);
// Framing headers would make a different HTTP message, not a different request.
const framingHeaders = new Set([
  'content-length',
  'transfer-encoding',
  'connection',
  'host',
  'expect',
  'upgrade',
  'te',
  'trailer',
  'keep-alive',
  'proxy-connection',
]);
const strayHeaders = fc.array(
  fc.tuple(
    fc
      .string({ unit: headerNameCharacter, minLength: 1, maxLength: 20 })
      .filter((name) => !framingHeaders.has(name)),
    latin1Text,
  ),
  { maxLength: 2 },
);

function headerValue(values: string[]): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: fc.constantFrom(...values) },
    { weight: 1, arbitrary: latin1Text },
  );
}

/** Headers every API reads, with the API's own on top; never a service-role key. */
export function headers(
  target: FuzzTarget,
  own: Record<string, fc.Arbitrary<string>> = {},
): fc.Arbitrary<Record<string, string>> {
  const bearer = (token: string) => `Bearer ${token}`;
  const common = {
    apikey: headerValue([target.anonKey, target.anonKey, target.publishableKey]),
    authorization: headerValue([
      bearer(target.anonKey),
      bearer(target.anonKey),
      bearer(target.publishableKey),
      ...target.badTokens.map(bearer),
      'Bearer',
      'Bearer not.a.jwt',
      'Basic Zm9vOmJhcg==',
    ]),
    'x-supabase-api-version': headerValue(['2024-01-01', '2024-01-01', '2023-12-31', '2099-01-01']),
    'content-type': headerValue([
      'application/json',
      'application/json',
      'application/json;charset=UTF-8',
      'text/plain;charset=UTF-8',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]),
    accept: headerValue(['application/json', '*/*', 'text/html']),
    origin: headerValue(['http://127.0.0.1:4173', 'https://attacker.example', 'null']),
    host: fc.constantFrom(
      `127.0.0.1:${target.port}`,
      `localhost:${target.port}`,
      `[::1]:${target.port}`,
      'attacker.example',
      '0.0.0.0',
    ),
    referer: headerValue(['http://127.0.0.1:4173/', 'https://attacker.example/', 'javascript:x']),
    'x-forwarded-for': headerValue(['203.0.113.7', '1.1.1.1, 2.2.2.2', 'unknown']),
    'x-client-info': headerValue(['supabase-js-node/2.119.0']),
  };
  return fc
    .tuple(fc.record({ ...common, ...own }, { requiredKeys: [] }), strayHeaders)
    .map(([known, stray]) => ({ ...Object.fromEntries(stray), ...known }));
}

export function request(
  methodArb: fc.Arbitrary<string>,
  pathArb: fc.Arbitrary<string>,
  headersArb: fc.Arbitrary<Record<string, string>>,
  bodyArb: fc.Arbitrary<Uint8Array | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(methodArb, pathArb, headersArb, bodyArb).map(([verb, path, sent, body]) => ({
    method: verb,
    path,
    headers: sent,
    ...(body ? { body } : {}),
    [fc.toStringMethod]: () =>
      `${verb} ${path} ${JSON.stringify(sent)} body(${body?.length ?? 0} bytes): ${
        body ? JSON.stringify(Buffer.from(body).subarray(0, 300).toString('utf8')) : '-'
      }`,
  }));
}

/**
 * E-mail values that can never create an account: seeded (already confirmed) addresses, variants of
 * them, and strings the server does not accept as an address. Anonymous fuzzing must leave accounts
 * as they are, so a fresh valid address is never generated.
 */
export function existingOrInvalidEmail(target: FuzzTarget): fc.Arbitrary<string> {
  const seeded = fc.constantFrom(...target.seededEmails);
  return fc.oneof(
    { weight: 2, arbitrary: seeded },
    {
      weight: 1,
      arbitrary: seeded.map((email) => ` ${email.toUpperCase()} `),
    },
    { weight: 1, arbitrary: seeded.map((email) => `${email}\u0000`) },
    {
      weight: 3,
      arbitrary: shortHostileString.filter((text) => !isValidEmail(normalizeEmail(text))),
    },
  );
}

/** Link tokens; never six digits, which could match a live e-mail code by chance. */
export const linkToken = shortHostileString.filter((text) => !/^\d{6}$/.test(text));

export const verifyTypes = [
  'signup',
  'invite',
  'recovery',
  'magiclink',
  'email_change',
  'email',
  'sms',
];

/** A JSON boolean, or any other JSON where a boolean belongs. */
const jsonBoolean = fc.oneof(fc.constantFrom('true', 'false'), jsonText);

function authRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const email = existingOrInvalidEmail(target);
  const routes: [string, string][] = [
    ['POST', 'signup'],
    ['POST', 'token'],
    ['POST', 'recover'],
    ['POST', 'resend'],
    ['GET', 'verify'],
    ['POST', 'verify'],
    ['GET', 'user'],
    ['PUT', 'user'],
    ['POST', 'logout'],
    ['GET', 'settings'],
    ['GET', 'health'],
    ['GET', '.well-known/jwks.json'],
    ['POST', 'admin/generate_link'],
    ['POST', 'admin/users'],
    ['GET', 'admin/users/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01'],
    ['DELETE', 'admin/users/not-a-uuid'],
    ['GET', 'admin/users'],
    ['PUT', 'admin/users/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01'],
    ['GET', 'admin/users/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01/factors'],
    ['DELETE', 'admin/users/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01/factors/not-a-uuid'],
    ['POST', 'invite'],
    ['GET', 'authorize'],
    ['POST', 'otp'],
    ['POST', 'sso'],
    ['POST', 'sso/saml/acs'],
    ['GET', 'user/identities/authorize'],
    ['DELETE', 'user/identities/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01'],
    ['GET', 'reauthenticate'],
    ['POST', 'factors'],
    ['POST', 'factors/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01/challenge'],
    ['POST', 'factors/5b0e4c8a-1d7e-4f2b-9c61-0a4d3e2f1b01/verify'],
    ['DELETE', 'factors/not-a-uuid'],
  ];
  const route = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...routes) },
    { weight: 1, arbitrary: fc.tuple(fc.constant('GET'), subPath) },
  );
  const search = query(
    someOf({
      grant_type: oneOf([
        'password',
        'refresh_token',
        'pkce',
        'id_token',
        'web3',
        'client_credentials',
      ]),
      redirect_to: oneOf([
        'http://127.0.0.1:4173/account',
        'https://attacker.example/',
        'javascript:alert(1)',
        '//attacker.example',
        'http://[::1',
      ]),
      type: oneOf([...verifyTypes, ...inheritedNames]),
      token: linkToken,
      scope: oneOf(['global', 'local', 'others']),
      page: oneOf(['1', '2', '0', '-1', '18446744073709551616']),
      per_page: oneOf(['1', '50', '0', '1000000']),
      filter: shortHostileString,
      sort: oneOf(['created_at asc', 'created_at desc', 'email', 'created_at sideways']),
    }),
  );
  const body = requestBody({
    email: fieldValue(email),
    password: fieldValue(hostileString),
    data: fc.oneof(jsonText, deepJsonText),
    refresh_token: fieldValue(hostileString),
    type: fieldValue(oneOf([...verifyTypes, ...inheritedNames])),
    token: fieldValue(linkToken),
    token_hash: fieldValue(hostileString),
    phone: fieldValue(hostileString),
    app_metadata: jsonText,
    user_metadata: jsonText,
    gotrue_meta_security: jsonText,
    code_challenge: fieldValue(hostileString),
    code_challenge_method: fieldValue(oneOf(['s256', 'plain'])),
    nonce: fieldValue(hostileString),
    current_password: fieldValue(hostileString),
    factor_type: fieldValue(oneOf(['totp', 'phone', 'webauthn', ...inheritedNames])),
    friendly_name: fieldValue(hostileString),
    issuer: fieldValue(hostileString),
    challenge_id: fieldValue(hostileString),
    code: fieldValue(hostileString),
    create_user: jsonBoolean,
    channel: fieldValue(oneOf(['sms', 'whatsapp'])),
    id_token: fieldValue(hostileString),
    provider: fieldValue(oneOf(['google', 'apple', 'azure', 'keycloak', 'custom:x'])),
    link_identity: jsonBoolean,
    chain: fieldValue(oneOf(['solana', 'ethereum'])),
    new_email: fieldValue(hostileString),
    ban_duration: fieldValue(oneOf(['1h', 'none', '0', '-5m', '1.5h30m', '1 day', '99999999999h'])),
    email_confirm: jsonBoolean,
    role: fieldValue(oneOf(['authenticated', 'service_role', 'supabase_admin'])),
  });
  return authRoutes(target, route, search, body);
}

/** Requests to auth routes given as [usual method, path under /auth/v1]. */
export function authRoutes(
  target: FuzzTarget,
  route: fc.Arbitrary<[string, string]>,
  search: fc.Arbitrary<string>,
  body: fc.Arbitrary<Uint8Array | undefined>,
): fc.Arbitrary<FuzzRequest> {
  return route.chain(([usual, path]) =>
    request(
      method(usual),
      search.map((q) => `/auth/v1/${path}${q}`),
      headers(target),
      body,
    ),
  );
}

const productColumns = [
  'id',
  'name',
  'slug',
  'description',
  'page_type',
  'thumbnail_url',
  'price_type',
  'price_cents',
  'preview_url',
  'display_order',
  'created_at',
];
const subscriberColumns = [
  'user_id',
  'email',
  'subscribed',
  'subscription_tier',
  'subscription_end',
];
const column = oneOf([
  ...productColumns,
  ...subscriberColumns,
  'no_such_column',
  ...inheritedNames,
]);

// Operators this server supports and PostgREST operators it does not.
const operator = fc
  .tuple(
    fc.constantFrom('', '', '', 'not.'),
    oneOf([
      'eq',
      'neq',
      'gt',
      'gte',
      'lt',
      'lte',
      'like',
      'ilike',
      'in',
      'is',
      'cs',
      'cd',
      'ov',
      'sl',
      'sr',
      'adj',
      'fts',
      'plfts',
      'match',
      'imatch',
      'isdistinct',
      'eq(any)',
      'like(all)',
    ]),
  )
  .map(([negation, op]) => `${negation}${op}`);

const filterValue = oneOf([
  '(a,b)',
  '(',
  '("a,b",c)',
  '()',
  'null',
  'not_null',
  'true',
  '{1,2}',
  '5',
]);

const columnList = fc
  .array(fc.tuple(column, fc.option(column, { freq: 3 })), { minLength: 1, maxLength: 3 })
  .map((items) => items.map(([name, alias]) => (alias ? `${alias}:${name}` : name)).join(','));

/** Resources an embedding may name: related tables, a key's column or constraint, unknown and hostile names. */
const embedTarget = oneOf([
  'purchases',
  'product_deliveries',
  'template_claims',
  'products',
  'product_id',
  'purchases_product_id_fkey',
  'subscribers',
  'nope',
  '"a b"',
]);
const embedHint = oneOf([
  '',
  '!inner',
  '!left',
  '!product_id',
  '!purchases_product_id_fkey',
  '!nope',
]);
const aggregate = oneOf([
  'count()',
  'n:count()',
  'id.count()',
  'amount_cents.sum()',
  'amount_cents.avg()::int',
  'name.max()',
  'created_at::text.min()',
  'sum()',
  'no_such_column.sum()',
]);

/**
 * Select strings with embeddings of embeddings (aliases, hints, spreads) and aggregates, up to three levels
 * deep, or as deep as the server refuses.
 */
const embedSelect: fc.Arbitrary<string> = fc.letrec<{ level: string }>((tie) => ({
  level: fc
    .array(
      fc.oneof(
        { weight: 3, arbitrary: column },
        { weight: 2, arbitrary: aggregate },
        { weight: 1, arbitrary: fc.constant('*') },
        {
          weight: 2,
          arbitrary: fc
            .tuple(
              fc.constantFrom('', '', '...', 'alias:', '"q,x":'),
              embedTarget,
              embedHint,
              fc.oneof({ maxDepth: 3 }, fc.constant('*'), tie('level')),
            )
            .map(([prefix, name, hint, inner]) => `${prefix}${name}${hint}(${String(inner)})`),
        },
      ),
      { minLength: 1, maxLength: 3 },
    )
    .map((items) => items.join(',')),
})).level;
const deepEmbed = fc
  .integer({ min: 10, max: 60 })
  .map((depth) => `id,${'purchases(products('.repeat(depth)}id${'))'.repeat(depth)}`);
/** Filters, order and paging of an embedded resource: `purchases.amount_cents=gt.1`, `purchases.limit=1`. */
const embeddedParameter = fc.tuple(
  fc
    .tuple(
      oneOf(['purchases', 'product_deliveries', 'alias', 'nope']),
      oneOf(['amount_cents', 'order', 'limit', 'offset', 'or', 'remix_url']),
    )
    .map(([path, key]) => `${path}.${key}`),
  oneOf([
    'gt.1',
    'eq.x',
    'amount_cents.desc',
    '1',
    '-1',
    '(amount_cents.eq.1,currency.eq.usd)',
    'is.null',
  ]),
);

export function restRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const table = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('products', 'subscribers') },
    {
      weight: 2,
      arbitrary: fc.constantFrom('rpc/anything', 'products/1', '', 'auth.users', ...inheritedNames),
    },
    // Read-only functions, so the select, filters and profile headers reach an RPC result.
    {
      weight: 2,
      arbitrary: fc.constantFrom('rpc/template_entitlement', 'rpc/is_label_list'),
    },
    { weight: 1, arbitrary: subPath },
  );
  const filters = fc.array(
    fc.tuple(
      column,
      fc.tuple(operator, filterValue).map(([op, value]) => `${op}.${value}`),
    ),
    { maxLength: 3 },
  );
  const search = query(
    fc
      .tuple(
        someOf({
          select: fc.oneof(
            columnList,
            oneOf(['*', 'count()', 'products(*)', '*,subscribers(*)', 'id::text', 'name->a']),
            embedSelect,
            deepEmbed,
          ),
          order: fc.oneof(
            column.map((name) => `${name}.desc.nullslast`),
            oneOf(['display_order.asc', 'name.sideways', 'id.asc,name.desc']),
          ),
          limit: oneOf(['0', '1', '1000', '-1', '1e3', '99999999999999999999']),
          offset: oneOf(['0', '5', '-1', '999999999999']),
          on_conflict: columnList,
          columns: columnList,
          or: oneOf(['(id.eq.1,name.eq.x)', '(name.eq.x']),
        }),
        filters,
        fc.array(embeddedParameter, { maxLength: 2 }),
      )
      .map(([known, more, embedded]) => [...known, ...more, ...embedded]),
  );
  const row = fc
    .tuple(
      someOf(
        Object.fromEntries(
          [...productColumns, ...subscriberColumns].map((name) => [
            name,
            fieldValue(hostileString),
          ]),
        ),
      ),
      fc.array(fc.tuple(column, jsonText), { maxLength: 2 }),
    )
    .map(([picked, extra]) => objectText([...picked, ...extra]));
  const body = fc.oneof(
    {
      weight: 3,
      arbitrary: requestBody({ name: fieldValue(hostileString), slug: fieldValue(hostileString) }),
    },
    {
      weight: 2,
      arbitrary: fc.array(row, { maxLength: 4 }).map((rows) => Buffer.from(`[${rows.join(',')}]`)),
    },
    { weight: 2, arbitrary: row.map((text) => Buffer.from(text)) },
  );
  const restHeaders = headers(target, {
    prefer: headerValue([
      'return=representation',
      'return=minimal',
      'count=exact',
      'count=planned',
      'count=estimated',
      'resolution=merge-duplicates',
      'resolution=ignore-duplicates',
      'missing=default',
      'missing=default,resolution=merge-duplicates',
      'tx=rollback',
      'return=representation,count=exact',
    ]),
    accept: headerValue([
      'application/json',
      'application/vnd.pgrst.object+json',
      'text/csv',
      '*/*',
      'application/geo+json',
      'application/vnd.pgrst.array+json;nulls=stripped',
      'application/vnd.pgrst.object+json;nulls=stripped',
    ]),
    range: headerValue(['0-9', '5-1', '0-']),
    'accept-profile': headerValue([
      'public',
      'auth',
      'storage',
      'personal',
      'pg_catalog',
      '"public"',
      'graphql_public',
      'information_schema',
    ]),
    'content-profile': headerValue(['public', 'auth', 'storage', 'pg_catalog', 'graphql_public']),
  });
  return fc
    .tuple(table, fc.constantFrom('GET', 'GET', 'HEAD', 'POST', 'PATCH', 'DELETE'))
    .chain(([name, usual]) =>
      request(
        method(usual),
        search.map((q) => `/rest/v1/${name}${q}`),
        restHeaders,
        body,
      ),
    );
}

function functionsRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const name = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom(
        'check-subscription',
        'send-reset-email',
        'contact-request',
        'create-checkout',
        'customer-portal',
        'stripe-webhook',
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom('missing', ...inheritedNames) },
    { weight: 1, arbitrary: segment },
  );
  const path = fc
    .tuple(
      name,
      fc.oneof(
        fc.constant(''),
        subPath.map((rest) => `/${rest}`),
      ),
      query(someOf({})),
    )
    .map(([fn, rest, q]) => `/functions/v1/${fn}${rest}${q}`);
  const body = requestBody({
    email: fieldValue(existingOrInvalidEmail(target)),
    product: fieldValue(fc.oneof(fc.constantFrom('aurora-saas', 'monofolio'), hostileString)),
    plan: fieldValue(fc.oneof(fc.constantFrom('pro', 'studio'), hostileString)),
    price: fieldValue(hostileString),
    // contact-request's fields: what a visitor types, and what a script sends instead.
    name: fieldValue(fc.oneof(fc.constant('Ada'), hostileString)),
    need: fieldValue(fc.oneof(fc.constant('A call'), hostileString)),
    estimate: fieldValue(hostileString),
  });
  return request(method('POST'), path, headers(target), body);
}

export function storageRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const bucket = fc.oneof(
    { weight: 4, arbitrary: fc.constant('product-thumbnails') },
    { weight: 1, arbitrary: segment },
  );
  const key = fc.oneof(
    { weight: 3, arbitrary: fc.constantFrom(...target.storedObjects) },
    { weight: 2, arbitrary: subPath },
    {
      weight: 1,
      arbitrary: fc.constantFrom(
        '..%2F..%2F..%2Fpackage.json',
        '%2e%2e/%2e%2e/config.toml',
        'a/../../../config.toml',
        '%00.webp',
        'x%5C..%5Cy',
      ),
    },
  );
  const path = fc.oneof(
    {
      weight: 4,
      arbitrary: fc.tuple(bucket, key).map(([b, k]) => `/storage/v1/object/public/${b}/${k}`),
    },
    { weight: 1, arbitrary: subPath.map((rest) => `/storage/v1/${rest}`) },
  );
  return request(
    method('GET'),
    fc.tuple(path, query(someOf({}))).map(([p, q]) => `${p}${q}`),
    headers(target, {
      'if-none-match': headerValue(['"abc-123"', '*']),
      range: headerValue(['bytes=0-10', 'bytes=-5']),
    }),
    requestBody({}),
  );
}

export function mailboxRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const path = fc
    .tuple(
      fc.oneof(
        {
          weight: 4,
          arbitrary: fc.constantFrom('mail', 'mail/ui', 'mail/', 'sessions/backdate'),
        },
        { weight: 1, arbitrary: subPath },
      ),
      query(someOf({ to: fc.oneof(existingOrInvalidEmail(target), shortHostileString) })),
    )
    .map(([p, q]) => `/__dev/${p}${q}`);
  const body = requestBody({
    to: fieldValue(hostileString),
    subject: fieldValue(hostileString),
    text: fieldValue(hostileString),
    html: fieldValue(hostileString),
    email: fieldValue(existingOrInvalidEmail(target)),
    hours: fc.oneof(fc.integer().map(String), fieldValue(hostileString)),
  });
  return request(method('GET'), path, headers(target), body);
}

function strayRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const path = fc.oneof(
    fc.constantFrom('/', '/auth/v1', '/rest/v1', '/functions/v1', '/storage/v1', '/__dev', '//'),
    subPath.map((rest) => `/${rest}`),
  );
  return request(method('GET'), path, headers(target), requestBody({}));
}

/** One request to any public route of the server, in the proportions below. */
export function anyRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  return fc.oneof(
    { weight: 4, arbitrary: authRequest(target) },
    { weight: 4, arbitrary: restRequest(target) },
    { weight: 2, arbitrary: functionsRequest(target) },
    { weight: 2, arbitrary: storageRequest(target) },
    { weight: 1, arbitrary: mailboxRequest(target) },
    { weight: 1, arbitrary: strayRequest(target) },
  );
}
