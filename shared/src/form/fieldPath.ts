/** The form field path of an api field name: `lines.0.qty` and `lines[0].qty` are `['lines', 0, 'qty']`. */
export function fieldPath(apiField: string): (string | number)[] {
  return apiField
    .replace(/\[(\d+)\]/g, '.$1')
    .split('.')
    .filter(Boolean)
    .map((part) => (/^\d+$/.test(part) ? Number(part) : part));
}
