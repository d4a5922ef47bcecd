/**
 * Sets an input's value as if typed, so React's onChange (and the form's validation on change) sees it:
 * React ignores `input` events of a value set through the element's own `value` property.
 */
export function typeValue(input: HTMLInputElement | null, value: string): void {
  if (!input || input.value === value) return;
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}
