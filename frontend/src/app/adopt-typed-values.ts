/** Fields whose value is text the visitor types (not boxes, buttons or files). */
const UNTYPED_INPUTS = new Set(['checkbox', 'radio', 'file', 'hidden', 'submit', 'reset', 'button', 'image', 'range', 'color']);

/**
 * Hands React the text a visitor typed into the server's HTML before the page hydrated.
 *
 * On a slow phone the form paints seconds before its script runs, and a visitor starts typing.
 * Hydration leaves the typed text in the field, but React's state keeps the server's value, so
 * the form would submit (and soon show) the empty field. Once hydrated, every text field whose
 * value differs from the one React rendered (its `defaultValue`, which hydration sets) fires the
 * `input` event a keystroke fires, with React's value tracker told the rendered value first so
 * that it sees a change. Returns how many fields were handed over.
 */
export function adoptTypedValues(root: ParentNode): number {
  // Read every field first: React's re-render after the first event puts its siblings back to their state.
  const typedFields = [...root.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')]
    .filter((field) => !(field instanceof HTMLInputElement && UNTYPED_INPUTS.has(field.type)) && field.value !== field.defaultValue)
    .map((field) => ({ field, typed: field.value, rendered: field.defaultValue }));
  for (const { field, typed, rendered } of typedFields) {
    const prototype = field instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
    // Through the element's own setter React's value tracker records the rendered value; the
    // prototype's setter then puts the typed text back behind it, and the event reports the difference.
    field.value = rendered;
    Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, typed);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  return typedFields.length;
}
