// What each source module contributes to a built JavaScript file, read from its source map
// (`npm run budget`, docs/front-end.md "Measuring"). A file is gzipped whole, so a module's gzip
// figure is its share of the file's gzip in proportion to the bytes it contributes: an estimate
// that adds up to the file's real gzip size, which is what the budget counts.
import { SourceMapConsumer } from "source-map-js";

const UNMAPPED = "(unmapped: the bundler's glue)";

/**
 * The module a source path names: a package ("react-dom") for node_modules, the path from app/ on
 * for the app's own files ("app/components/ui/button.tsx").
 */
export function moduleName(source) {
  const path = source.replace(/\\/g, "/");
  const packageAt = path.lastIndexOf("node_modules/");
  if (packageAt !== -1) {
    const [scope, name] = path.slice(packageAt + "node_modules/".length).split("/");
    return scope?.startsWith("@") ? `${scope}/${name}` : (scope ?? path);
  }
  const appAt = path.lastIndexOf("app/");
  return appAt === -1 ? path.replace(/^(\.\.\/)+/, "") : path.slice(appAt);
}

/**
 * Bytes of `code` per module, from its source map: each mapping segment runs from its column to the
 * next segment's (or the line's end); the newlines and any span before a line's first segment count
 * as unmapped. The result adds up to the length of `code`.
 */
export function bytesPerModule(code, map) {
  const consumer = new SourceMapConsumer(typeof map === "string" ? JSON.parse(map) : map);
  const lines = code.split("\n");
  const segments = lines.map(() => []);
  consumer.eachMapping((mapping) => {
    segments[mapping.generatedLine - 1]?.push({ column: mapping.generatedColumn, source: mapping.source });
  });
  const totals = new Map();
  const add = (name, bytes) => bytes > 0 && totals.set(name, (totals.get(name) ?? 0) + bytes);
  lines.forEach((line, index) => {
    const lineSegments = segments[index].sort((a, b) => a.column - b.column);
    const byteAt = (column) => Buffer.byteLength(line.slice(0, column));
    const lineBytes = Buffer.byteLength(line);
    add(UNMAPPED, lineSegments.length ? byteAt(lineSegments[0].column) : lineBytes);
    lineSegments.forEach((segment, at) => {
      const end = at + 1 < lineSegments.length ? byteAt(lineSegments[at + 1].column) : lineBytes;
      add(segment.source ? moduleName(segment.source) : UNMAPPED, end - byteAt(segment.column));
    });
    if (index < lines.length - 1) add(UNMAPPED, 1);
  });
  return totals;
}

/**
 * Modules of several built files, each file's gzip shared out by bytes: name → { raw, gzip }.
 * @param {{ raw: number, gzip: number, code: string, map: string | object }[]} files
 */
export function moduleBreakdown(files) {
  const modules = new Map();
  for (const file of files) {
    const bytes = bytesPerModule(file.code, file.map);
    const total = [...bytes.values()].reduce((sum, value) => sum + value, 0) || 1;
    for (const [name, raw] of bytes) {
      const entry = modules.get(name) ?? { raw: 0, gzip: 0 };
      entry.raw += raw;
      entry.gzip += (file.gzip * raw) / total;
      modules.set(name, entry);
    }
  }
  return modules;
}
