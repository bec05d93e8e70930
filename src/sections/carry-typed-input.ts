// A visitor may start typing into a section's prerendered form before its code has loaded (the
// loader lifts on its own clock, and a slow phone is still fetching the form's code). When the live
// section replaces the prerendered one, what they typed, and where their cursor was, comes along.

type TextField = HTMLInputElement | HTMLTextAreaElement;

export interface TypedInput {
  values: [name: string, value: string][];
  focused?: { name: string; start: number | null; end: number | null };
}

const isTextField = (element: Element | null): element is TextField =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement;

export function captureTypedInput(root: Element): TypedInput {
  const fields = [...root.querySelectorAll('input, textarea')].filter(isTextField);
  const values = fields
    .filter((field) => field.name && field.value !== field.defaultValue)
    .map((field): [string, string] => [field.name, field.value]);
  const active = document.activeElement;
  const focused =
    isTextField(active) && root.contains(active) && active.name
      ? { name: active.name, start: active.selectionStart, end: active.selectionEnd }
      : undefined;
  return { values, focused };
}

/** Writes the values as if typed, so the live form's own state (onChange) takes them in. */
export function restoreTypedInput(root: Element, typed: TypedInput): void {
  for (const [name, value] of typed.values) {
    const field = root.querySelector(`[name="${CSS.escape(name)}"]`);
    if (!isTextField(field)) continue;
    // React tracks the value it last set; the prototype's setter bypasses that, so the input event
    // below reaches onChange as a real edit.
    const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), 'value')?.set;
    setter?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }
  if (typed.focused) {
    const field = root.querySelector(`[name="${CSS.escape(typed.focused.name)}"]`);
    if (isTextField(field)) {
      field.focus({ preventScroll: true });
      if (typed.focused.start !== null && typed.focused.end !== null) field.setSelectionRange(typed.focused.start, typed.focused.end);
    }
  }
}
