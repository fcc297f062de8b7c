/** A text field from submitted form data: trimmed, and "" when absent or a file. */
export function formText(form: FormData, name: string, { trim = true } = {}): string {
  const value = form.get(name);
  if (typeof value !== "string") return "";
  return trim ? value.trim() : value;
}
