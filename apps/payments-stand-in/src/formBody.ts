/** A value of Stripe's form encoding: `a[b][0]=v` nests, so every level is a string or an object of them. */
export type FormValue = string | FormObject;
export interface FormObject {
  [key: string]: FormValue;
}

/**
 * Decodes Stripe's request encoding (the client sends `application/x-www-form-urlencoded` bodies and query strings
 * with bracketed keys: `metadata[user_id]=…`, `line_items[0][price]=…`, `lookup_keys[]=…`) into nested objects.
 * Array indices stay object keys; an empty index (`[]`) appends.
 */
export function decodeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const [head = '', ...rest] = key.split('[');
    const path = [head, ...rest.map((part) => part.replace(/]$/, ''))];
    let node = root;
    path.forEach((segment, index) => {
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (index === path.length - 1) {
        node[name] = value;
        return;
      }
      const next = node[name];
      node = typeof next === 'object' ? next : (node[name] = {});
    });
  }
  return root;
}

export const text = (value: FormValue | undefined): string | undefined =>
  typeof value === 'string' ? value : undefined;

export const object = (value: FormValue | undefined): FormObject =>
  typeof value === 'object' ? value : {};

/** The string values of an object in index order (`lookup_keys[0]`, `lookup_keys[1]`, …). */
export const list = (value: FormValue | undefined): string[] =>
  Object.values(object(value)).filter((item): item is string => typeof item === 'string');
