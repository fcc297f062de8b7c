/** The PostgREST query language's lexical pieces: errors, top-level splitting, names. */

export class QueryParseError extends Error {
  constructor(
    message: string,
    readonly details: string | null = null,
    readonly code = "PGRST100",
  ) {
    super(message);
  }
}

/** A bare name as PostgREST reads one: letters, digits, `_` and `$`; anything else must be quoted. */
const BARE_NAME = /^[\p{L}\p{N}_$]+$/u;
/** Splits on `separator` outside parentheses and double quotes. */
export function splitTopLevel(input: string, separator = ","): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = "";
  for (let i = 0; i < input.length; i++) {
    const c = input[i]!;
    if (c === "\\" && quoted && i + 1 < input.length) {
      current += c + input[++i];
      continue;
    }
    if (c === '"') quoted = !quoted;
    else if (!quoted && c === "(") depth++;
    else if (!quoted && c === ")") depth--;
    if (c === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = "";
    } else current += c;
  }
  parts.push(current);
  return parts;
}

export function unquote(value: string): string {
  if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
    return value.slice(1, -1).replace(/\\(.)/g, "$1");
  }
  return value;
}

export function parseColumnName(raw: string, context: string): string {
  const trimmed = raw.trim();
  const quoted = trimmed.length >= 2 && trimmed.startsWith('"') && trimmed.endsWith('"');
  const name = unquote(trimmed);
  if (!name) throw new QueryParseError(`failed to parse ${context}`, `empty column name in "${raw}"`);
  if (!quoted && !BARE_NAME.test(name)) {
    throw new QueryParseError(
      `failed to parse ${context}`,
      /->/.test(name)
        ? `"${raw}": JSON paths are not supported by the local stand-in`
        : `"${raw}" is not a column name; quote names that hold other characters`,
    );
  }
  return name;
}
