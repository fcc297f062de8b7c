/** Several byte arrays as one, in order (the stream transforms of the document). */
export function concatBytes(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** Where `needle` first occurs in `haystack` from `from` on, or -1 (byte by byte, for ASCII tags in UTF-8). */
export function indexOfBytes(haystack: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  for (
    let i = haystack.indexOf(first!, from);
    i !== -1 && i <= haystack.length - needle.length;
    i = haystack.indexOf(first!, i + 1)
  ) {
    let j = 1;
    while (j < needle.length && haystack[i + j] === needle[j]) j++;
    if (j === needle.length) return i;
  }
  return -1;
}
