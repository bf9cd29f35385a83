/** A value of Stripe's form encoding: `line_items[0][price_data][currency]=gbp` nests objects and arrays. */
export type FormValue = string | FormValue[] | { [key: string]: FormValue };
export type FormObject = { [key: string]: FormValue };

/** Decodes a Stripe-style form body (or query string) into nested objects and arrays. */
export function decodeStripeForm(encoded: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(encoded)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: FormObject = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      // `expand[]=x` appends: give the empty segment the next free index.
      const name = segment === '' ? String(Object.keys(node).length) : segment;
      if (last) {
        node[name] = value;
        return;
      }
      const child = node[name];
      if (typeof child !== 'object' || child === null || Array.isArray(child)) node[name] = {};
      node = node[name] as FormObject;
    });
  }
  return toArrays(root) as FormObject;
}

/** Objects whose keys are 0..n-1 become arrays, as Stripe reads them. */
function toArrays(value: FormValue): FormValue {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const converted = Object.fromEntries(keys.map((key) => [key, toArrays(value[key])]));
  const isList = keys.length > 0 && keys.every((key, index) => key === String(index));
  return isList ? keys.map((key) => converted[key]) : converted;
}

export function asObject(value: FormValue | undefined): FormObject | undefined {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? value : undefined;
}

export function asList(value: FormValue | undefined): FormValue[] {
  if (Array.isArray(value)) return value;
  return value === undefined ? [] : [value];
}

export function asString(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}
