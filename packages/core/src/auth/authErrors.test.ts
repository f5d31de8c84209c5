import {
  AuthApiError,
  AuthRetryableFetchError,
  AuthSessionMissingError,
  AuthWeakPasswordError,
  FunctionsFetchError,
  FunctionsHttpError,
  FunctionsRelayError,
} from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { mapAuthError, mapFunctionsError } from './authErrors';

function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

describe('mapAuthError', () => {
  it.each([
    ['invalid_credentials', 400, 'Invalid login credentials'],
    ['email_not_confirmed', 400, 'Email not confirmed'],
    ['user_already_exists', 422, 'User already registered'],
    ['email_exists', 422, 'Email address already registered'],
    ['over_request_rate_limit', 429, 'Request rate limit reached'],
    ['over_email_send_rate_limit', 429, 'email rate limit exceeded'],
    ['same_password', 422, 'New password should be different from the old password.'],
  ])('passes the server code %s of an AuthApiError through', (code, status, message) => {
    expect(mapAuthError(new AuthApiError(message, status, code))).toEqual({
      code,
      message,
      status,
    });
  });

  it('keeps the reasons of an AuthWeakPasswordError', () => {
    const error = new AuthWeakPasswordError('Password should be at least 6 characters.', 422, [
      'length',
      'pwned',
    ]);
    expect(mapAuthError(error)).toEqual({
      code: 'weak_password',
      message: 'Password should be at least 6 characters.',
      reasons: ['length', 'pwned'],
      status: 422,
    });
  });

  it('maps an AuthRetryableFetchError from a failed fetch (status 0) to network_error without a status', () => {
    expect(mapAuthError(new AuthRetryableFetchError('Failed to fetch', 0))).toEqual({
      code: 'network_error',
      message: 'Failed to fetch',
    });
  });

  it('maps an AuthRetryableFetchError from a 503 to network_error and keeps the status', () => {
    expect(mapAuthError(new AuthRetryableFetchError('Service Unavailable', 503))).toMatchObject({
      code: 'network_error',
      status: 503,
    });
  });

  it('maps AuthSessionMissingError to session_missing', () => {
    expect(mapAuthError(new AuthSessionMissingError())).toMatchObject({ code: 'session_missing' });
  });

  it('treats a 429 without a code (servers before API version 2024-01-01) as a rate limit', () => {
    expect(mapAuthError(new AuthApiError('Too many requests', 429, undefined))).toEqual({
      code: 'over_request_rate_limit',
      message: 'Too many requests',
      status: 429,
    });
  });

  it('maps an AuthApiError without a code to unknown and keeps its message', () => {
    expect(mapAuthError(new AuthApiError('Something odd', 400, undefined))).toEqual({
      code: 'unknown',
      message: 'Something odd',
      status: 400,
    });
  });

  it('maps the TypeError of a failed fetch or lazy import to network_error', () => {
    expect(
      mapAuthError(new TypeError('Failed to fetch dynamically imported module: /assets/x.js')),
    ).toMatchObject({
      code: 'network_error',
    });
  });

  it('does not mistake a programming TypeError for a network failure', () => {
    expect(mapAuthError(new TypeError('x is not a function'))).toEqual({
      code: 'unknown',
      message: 'x is not a function',
    });
  });

  it('copes with values that are not errors', () => {
    expect(mapAuthError('boom')).toEqual({ code: 'unknown', message: 'boom' });
    expect(mapAuthError(undefined)).toEqual({ code: 'unknown', message: 'Unexpected error.' });
  });
});

describe('mapFunctionsError', () => {
  it('reads `error` from the JSON body of a FunctionsHttpError', async () => {
    const error = new FunctionsHttpError(jsonResponse(400, { error: 'Invalid email address' }));
    await expect(mapFunctionsError(error)).resolves.toEqual({
      code: 'function_error',
      message: 'Invalid email address',
      status: 400,
    });
  });

  it('falls back to `message` in the body, and uses a `code` the function sends', async () => {
    const error = new FunctionsHttpError(
      jsonResponse(401, { code: 'no_authorization', message: 'Missing authorization header' }),
    );
    await expect(mapFunctionsError(error)).resolves.toEqual({
      code: 'no_authorization',
      message: 'Missing authorization header',
      status: 401,
    });
  });

  it('maps a 429 of a function to a rate limit', async () => {
    const error = new FunctionsHttpError(
      jsonResponse(429, { error: 'Too many requests, try again later' }),
    );
    await expect(mapFunctionsError(error)).resolves.toMatchObject({
      code: 'over_request_rate_limit',
      status: 429,
    });
  });

  it('keeps the library message when the body is not JSON, and leaves the body readable', async () => {
    const response = new Response('upstream exploded', { status: 500 });
    const error = new FunctionsHttpError(response);
    await expect(mapFunctionsError(error)).resolves.toEqual({
      code: 'function_error',
      message: 'Edge Function returned a non-2xx status code',
      status: 500,
    });
    await expect(response.text()).resolves.toBe('upstream exploded');
  });

  it('maps FunctionsFetchError and FunctionsRelayError to network_error', async () => {
    await expect(
      mapFunctionsError(new FunctionsFetchError(new TypeError('Failed to fetch'))),
    ).resolves.toMatchObject({
      code: 'network_error',
    });
    await expect(
      mapFunctionsError(new FunctionsRelayError(jsonResponse(502, {}))),
    ).resolves.toMatchObject({
      code: 'network_error',
    });
  });

  it('hands auth errors to mapAuthError', async () => {
    await expect(
      mapFunctionsError(new AuthRetryableFetchError('Failed to fetch', 0)),
    ).resolves.toMatchObject({
      code: 'network_error',
    });
  });
});
