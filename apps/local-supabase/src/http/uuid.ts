const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether `value` is a UUID in its hyphenated text form, so it can be compared with a uuid column without an error. */
export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
