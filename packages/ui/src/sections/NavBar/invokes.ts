/**
 * The attributes that make a button run `command` on the element with id `target` without a script (HTML's
 * invoker commands: `show-modal` and `close` for a `<dialog>`). React passes them through as written; its types
 * do not know them yet.
 */
export function invokes(target: string, command: 'show-modal' | 'close'): Record<string, string> {
  return { commandfor: target, command };
}
