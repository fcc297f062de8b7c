// `.env.production` as `npm run deploy` reads it: KEY=VALUE lines, `#` comments, optional quotes.
// Each value keeps its line number, so a refusal can name the line to fix. No expansion of $VARS:
// a secret that contains a dollar sign stays as typed.

/**
 * @typedef {{ value: string, line: number }} EnvEntry
 * @param {string} text
 * @param {string} [file] the name messages use
 * @returns {Record<string, EnvEntry>}
 */
export function parseEnvFile(text, file = ".env.production") {
  /** @type {Record<string, EnvEntry>} */
  const entries = {};
  text.split(/\r?\n/).forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const match = /^(?:export\s+)?([A-Za-z_][A-Za-z0-9_]*)\s*=\s*(.*)$/.exec(line);
    // The line is not echoed: it may hold a secret typed without its key.
    if (!match) throw new Error(`${file}:${index + 1} is not KEY=VALUE (a comment starts with #)`);
    entries[match[1]] = { value: unquote(match[2]), line: index + 1 };
  });
  return entries;
}

function unquote(value) {
  const quoted = /^(["'])(.*)\1$/.exec(value);
  if (quoted) return quoted[2];
  // An unquoted value ends at a comment that follows a space, as dotenv reads it.
  return value.replace(/\s+#.*$/, "").trim();
}
