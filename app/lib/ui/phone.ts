/** "+1-407-555-0104" → "(407) 555-0104": US numbers as people write them; others unchanged. */
export function displayPhone(number: string): string {
  const digits = number.replace(/\D/g, "");
  const national = digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
  if (national.length !== 10) return number;
  return `(${national.slice(0, 3)}) ${national.slice(3, 6)}-${national.slice(6)}`;
}

/** The tel: link for a number, digits and a leading + only. */
export function telHref(number: string): string {
  return `tel:${number.replace(/[^\d+]/g, "")}`;
}
