import fc from 'fast-check';
import {
  fieldValue,
  hostileString,
  jsonText,
  objectText,
  requestBody,
  shortHostileString,
  someOf,
} from './hostileText.ts';
import type { Identity, IdentityName } from './identities.ts';
import type { RawRequest } from './rawHttp.ts';
import {
  authRoutes,
  existingOrInvalidEmail,
  headers,
  linkToken,
  mailboxRequest,
  method,
  oneOf,
  query,
  request,
  restRequest,
  segment,
  storageRequest,
  verifyTypes,
  type FuzzRequest,
  type FuzzTarget,
} from './requests.ts';

/*
 * Requests sent as someone: a signed-in user (aal1 or aal2) or the service role. Tokens change during a run (a
 * fuzzed request may sign its identity out or delete it, and the fuzzer makes a new one), so a request names its
 * identity and says "my factor", "the other user" with placeholders; `asSent` fills them in when it goes out.
 * Everything else about a request is fixed by the seed, so a replay sends the same requests.
 */

export type IdentityRequest = FuzzRequest & { as: IdentityName };

const own = { factor: '{{own_factor}}', user: '{{own_user}}', email: '{{own_email}}' };
const other = { factor: '{{other_factor}}', user: '{{other_user}}', email: '{{other_email}}' };

/** A valid address nobody has: a user may move to it, the service role may create it. */
const freshEmail = fc.integer({ min: 0, max: 2 ** 31 }).map((n) => `fuzz-${n}@example.com`);

function email(target: FuzzTarget): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom(own.email, other.email) },
    { weight: 1, arbitrary: freshEmail },
    { weight: 2, arbitrary: existingOrInvalidEmail(target) },
  );
}

const factorId = fc.oneof(
  { weight: 3, arbitrary: fc.constant(own.factor) },
  { weight: 2, arbitrary: fc.constant(other.factor) },
  { weight: 1, arbitrary: segment },
);

/** A factor's name or issuer: often past what a QR code or the unique name index can hold. */
const factorText = fc.oneof(
  { weight: 3, arbitrary: shortHostileString },
  {
    weight: 1,
    arbitrary: fc
      .tuple(fc.constantFrom('x', '\u00e9', '\u{1f511}'), fc.integer({ min: 200, max: 4_000 }))
      .map(([unit, n]) => unit.repeat(n)),
  },
);

const userId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(own.user, other.user) },
  { weight: 1, arbitrary: segment },
);

/** The auth routes that act on the caller's own account, its factors and its sessions. */
function userAuthRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const route: fc.Arbitrary<[string, string]> = fc.oneof(
    {
      weight: 6,
      arbitrary: fc.constantFrom<[string, string]>(
        ['GET', 'user'],
        ['PUT', 'user'],
        ['POST', 'factors'],
        ['POST', 'verify'],
        ['GET', 'verify'],
        ['GET', 'reauthenticate'],
      ),
    },
    {
      weight: 3,
      arbitrary: factorId.map((id): [string, string] => ['POST', `factors/${id}/challenge`]),
    },
    {
      weight: 3,
      arbitrary: factorId.map((id): [string, string] => ['POST', `factors/${id}/verify`]),
    },
  );
  const search = query(
    someOf({
      scope: oneOf(['global', 'local', 'others']),
      redirect_to: oneOf(['http://127.0.0.1:4173/account', 'https://attacker.example/']),
      type: oneOf(verifyTypes),
      token: linkToken,
    }),
  );
  const body = requestBody({
    email: fieldValue(email(target)),
    password: fieldValue(hostileString),
    current_password: fieldValue(hostileString),
    nonce: fieldValue(hostileString),
    data: jsonText,
    factor_type: fieldValue(oneOf(['totp', 'phone', 'webauthn'])),
    friendly_name: fieldValue(factorText),
    issuer: fieldValue(factorText),
    challenge_id: fieldValue(hostileString),
    code: fieldValue(oneOf(['123456', '000000'])),
    type: fieldValue(oneOf(verifyTypes)),
    token_hash: fieldValue(hostileString),
    token: fieldValue(linkToken),
  });
  return authRoutes(target, route, search, body);
}

function functionsRequest(target: FuzzTarget, names: string[]): fc.Arbitrary<FuzzRequest> {
  const body = requestBody({ email: fieldValue(existingOrInvalidEmail(target)) });
  return request(
    method('POST'),
    fc.constantFrom(...names).map((fn) => `/functions/v1/${fn}`),
    headers(target),
    body,
  );
}

/**
 * Requests that end the identity or its second factor: signing out, removing a factor, deleting the account. Each
 * costs the fuzzer a new identity, so they come about once in four batches.
 */
function endingRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const logout = request(
    method('POST'),
    query(someOf({ scope: oneOf(['global', 'local', 'others']) })).map(
      (q) => `/auth/v1/logout${q}`,
    ),
    headers(target),
    requestBody({}),
  );
  const unenroll = factorId.chain((id) =>
    request(
      method('DELETE'),
      fc.constant(`/auth/v1/factors/${id}`),
      headers(target),
      requestBody({}),
    ),
  );
  return fc.oneof(logout, unenroll, functionsRequest(target, ['delete-account']));
}

/** The admin API, which only the service role may call. */
function adminRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const route = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.constantFrom<[string, string]>(
        ['GET', 'admin/users'],
        ['POST', 'admin/users'],
        ['POST', 'admin/generate_link'],
      ),
    },
    {
      weight: 3,
      arbitrary: fc
        .tuple(fc.constantFrom('GET', 'PUT', 'DELETE'), userId)
        .map(([verb, id]): [string, string] => [verb, `admin/users/${id}`]),
    },
  );
  const body = requestBody({
    email: fieldValue(email(target)),
    password: fieldValue(hostileString),
    email_confirm: fc.constantFrom('true', 'false', '"yes"', 'null'),
    user_metadata: jsonText,
    app_metadata: jsonText,
    ban_duration: fieldValue(oneOf(['none', '24h', '-1h', 'forever'])),
    type: fieldValue(oneOf(['recovery', 'signup', 'magiclink', 'invite', 'email_change_new'])),
    redirect_to: fieldValue(oneOf(['http://127.0.0.1:4173/account', 'javascript:alert(1)'])),
  });
  return authRoutes(target, route, query(someOf({})), body);
}

/** A JSON object with exactly these fields: a well-formed request whose values carry the attack. */
function exactBody(fields: Record<string, fc.Arbitrary<string>>): fc.Arbitrary<Uint8Array> {
  return fc.record(fields).map((picked) => Buffer.from(objectText(Object.entries(picked)), 'utf8'));
}

/** Text no address has: NUL and lone surrogates, which Postgres cannot store. */
const unstorableEmail = fc
  .tuple(fc.constantFrom('\u0000', '\ud800', '\udfff'), fc.constantFrom(own.email, 'a@b.co'))
  .map(([bad, address]) => `${bad}${address}`);

/** POST /__dev/sessions/backdate as its caller means it: loopback Host, hours in range, any e-mail. */
function backdateRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const body = exactBody({
    email: fieldValue(fc.oneof(email(target), unstorableEmail)),
    hours: fc.integer({ min: -2, max: 9_000 }).map(String),
  });
  return request(
    fc.constant('POST'),
    fc.constant('/__dev/sessions/backdate'),
    headers(target, { host: fc.constant(`127.0.0.1:${target.port}`) }),
    body,
  );
}

/** POST /factors as supabase-js sends it, with a name and issuer of any length. */
function enrollRequest(target: FuzzTarget): fc.Arbitrary<FuzzRequest> {
  const body = exactBody({
    factor_type: fc.constant('"totp"'),
    friendly_name: fieldValue(factorText),
    issuer: fieldValue(factorText),
  });
  return request(fc.constant('POST'), fc.constant('/auth/v1/factors'), headers(target), body);
}

function as(
  name: IdentityName,
  requests: fc.Arbitrary<FuzzRequest>,
): fc.Arbitrary<IdentityRequest> {
  return requests.map((sent) => Object.assign(sent, { as: name }));
}

/** A request as one of the two signed-in users, to any route a signed-in user reaches. */
export function userRequest(target: FuzzTarget): fc.Arbitrary<IdentityRequest> {
  const any = fc.oneof(
    { weight: 230, arbitrary: userAuthRequest(target) },
    { weight: 20, arbitrary: enrollRequest(target) },
    { weight: 150, arbitrary: restRequest(target) },
    // A function call as a user costs several internal requests (it reads the user and the row over HTTP).
    {
      weight: 40,
      arbitrary: functionsRequest(target, ['check-subscription', 'send-reset-email']),
    },
    { weight: 50, arbitrary: storageRequest(target) },
    { weight: 1, arbitrary: endingRequest(target) },
  );
  return fc.constantFrom<IdentityName>('aal1', 'aal2').chain((name) => as(name, any));
}

/** A request with the service role key: the admin API, the dev routes, REST past RLS, the functions. */
export function serviceRequest(target: FuzzTarget): fc.Arbitrary<IdentityRequest> {
  return as(
    'service',
    fc.oneof(
      { weight: 4, arbitrary: adminRequest(target) },
      { weight: 3, arbitrary: restRequest(target) },
      { weight: 1, arbitrary: mailboxRequest(target) },
      { weight: 1, arbitrary: backdateRequest(target) },
      { weight: 1, arbitrary: functionsRequest(target, ['check-subscription', 'delete-account']) },
    ),
  );
}

function fill(text: string, self: Identity, another: Identity): string {
  return text
    .replaceAll(own.factor, self.factorId)
    .replaceAll(own.user, self.userId)
    .replaceAll(own.email, self.email)
    .replaceAll(other.factor, another.factorId)
    .replaceAll(other.user, another.userId)
    .replaceAll(other.email, another.email);
}

/**
 * The request as it goes out from `self`: its key and bearer token in place of whatever was generated, and the
 * placeholders filled with its own ids and those of `another` account.
 */
export function asSent(
  sent: IdentityRequest,
  self: Identity,
  another: Identity,
  anonKey: string,
): RawRequest {
  const body =
    sent.body &&
    Buffer.from(fill(Buffer.from(sent.body).toString('latin1'), self, another), 'latin1');
  return {
    method: sent.method,
    path: fill(sent.path, self, another),
    headers: {
      ...sent.headers,
      apikey: self.name === 'service' ? self.accessToken : anonKey,
      authorization: `Bearer ${self.accessToken}`,
    },
    ...(body ? { body } : {}),
  };
}
