/**
 * An error in Supabase Storage's shape: `{statusCode, error, message}`. The HTTP status is the body's
 * statusCode (hosted Storage sends most of them as HTTP 400; supabase-js reads the body's code either way).
 */
export class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    readonly error: string,
    message: string,
  ) {
    super(message);
    this.name = 'StorageError';
  }

  get httpStatus(): 400 {
    return this.statusCode as 400;
  }

  toJSON() {
    return { statusCode: String(this.statusCode), error: this.error, message: this.message };
  }
}

export const storageErrors = {
  noSuchBucket: () => new StorageError(404, 'Bucket not found', 'Bucket not found'),
  noSuchKey: () => new StorageError(404, 'not_found', 'Object not found'),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', `Invalid key: ${key}`),
  duplicate: () => new StorageError(409, 'Duplicate', 'The resource already exists'),
  accessDenied: (message: string) => new StorageError(403, 'Unauthorized', message),
  tooLarge: () =>
    new StorageError(413, 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) =>
    new StorageError(415, 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', message),
  invalidSignature: (message = 'Invalid signature') =>
    new StorageError(400, 'InvalidSignature', message),
  missing: (parameter: string) =>
    new StorageError(400, 'MissingParameter', `Missing Required Parameter ${parameter}`),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', message),
};
