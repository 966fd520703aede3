/**
 * The values of a form's named controls, in the shapes its schema expects: a checkbox as a
 * boolean, a radio group as its checked value ('' for none), a file input as its File (or null),
 * a multiple select as a list, anything else as its text.
 */
export function formValues(form: HTMLFormElement): Record<string, unknown> {
  const values: Record<string, unknown> = {}
  for (const control of form.elements) {
    if (!(
      control instanceof HTMLInputElement ||
      control instanceof HTMLSelectElement ||
      control instanceof HTMLTextAreaElement
    ))
      continue
    const { name } = control
    if (!name || control.disabled) continue
    if (control instanceof HTMLSelectElement && control.multiple) {
      values[name] = [...control.selectedOptions].map((option) => option.value)
    } else if (!(control instanceof HTMLInputElement)) {
      values[name] = control.value
    } else if (control.type === 'checkbox') {
      values[name] = control.checked
    } else if (control.type === 'radio') {
      if (control.checked) values[name] = control.value
      else values[name] ??= ''
    } else if (control.type === 'file') {
      values[name] = control.files?.[0] ?? null
    } else {
      values[name] = control.value
    }
  }
  return values
}
