// The contact sheet of `npm run screens`: one self-contained HTML page, a row per page type with its
// screens side by side (thumbnails that open the full-size PNG), problems listed at the top.

const escape = (text) =>
  String(text).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c]);

function caption(result) {
  const parts = [`${result.width}`, result.theme, result.js ? "JS on" : "JS off"];
  if (result.height) parts.push(`${result.height.toLocaleString("en-US")} px tall`);
  return parts.join(" · ");
}

function problems(result) {
  const list = [];
  if (result.error) list.push(result.error);
  if (result.overflow > 0) list.push(`overflows ${result.overflow} px sideways`);
  return list;
}

function figure(result) {
  const issues = problems(result);
  const body = result.error
    ? `<div class="missing">not taken</div>`
    : `<a href="${escape(result.file)}"><img src="${escape(result.thumb)}" alt="" loading="lazy" width="${result.width === 1440 ? 360 : 180}"></a>`;
  return `<figure class="${issues.length ? "bad" : ""}">
  <div class="frame w${result.width}">${body}</div>
  <figcaption>${escape(caption(result))}${issues.map((issue) => `<br><strong>${escape(issue)}</strong>`).join("")}</figcaption>
</figure>`;
}

export function contactSheet({ origin, revision, results }) {
  const byPage = new Map();
  for (const result of results) {
    if (!byPage.has(result.name)) byPage.set(result.name, []);
    byPage.get(result.name).push(result);
  }
  const flagged = results.filter((result) => problems(result).length);
  const rows = [...byPage.values()]
    .map((shots) => {
      const [first] = shots;
      return `<section id="${escape(first.name)}">
  <h2>${escape(first.name)} <a href="${escape(origin + first.path)}">${escape(first.path)}</a>${first.as ? ` <small>signed in as ${escape(first.as)}</small>` : ""}</h2>
  <div class="row">${shots.map(figure).join("\n")}</div>
</section>`;
    })
    .join("\n");
  const summary = flagged.length
    ? `<ul class="flags">${flagged.map((r) => `<li><a href="#${escape(r.name)}">${escape(r.file)}</a>: ${escape(problems(r).join("; "))}</li>`).join("")}</ul>`
    : `<p>No screen failed or overflowed sideways.</p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rankwell screens · ${escape(revision)}</title>
<style>
  :root { color-scheme: light dark; font: 14px/1.45 system-ui, sans-serif; }
  body { margin: 0; padding: 24px 32px 64px; background: light-dark(#f4f5f8, #101218); color: light-dark(#14161f, #e8eaf2); }
  h1 { font-size: 20px; margin: 0 0 4px; }
  h2 { font-size: 16px; margin: 32px 0 10px; position: sticky; top: 0; padding: 8px 0; background: inherit; z-index: 1; }
  h2 a, h2 small { font-weight: 400; color: light-dark(#5a5f73, #9aa0b5); margin-left: 8px; }
  nav a { margin-right: 10px; }
  .row { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
  figure { margin: 0; flex: none; }
  .frame { height: 560px; overflow-y: auto; border: 1px solid light-dark(#d5d8e3, #2c3142); border-radius: 6px; background: #fff; }
  .frame.w1440 { width: 376px; } .frame.w390 { width: 196px; }
  .frame img { display: block; height: auto; }
  .missing { padding: 16px; color: #b42318; }
  figcaption { font-size: 12px; margin-top: 6px; color: light-dark(#4a4f63, #aab0c4); max-width: 376px; }
  .bad .frame { border: 2px solid #d92d20; } .bad strong, .flags { color: light-dark(#b42318, #f97066); }
</style>
</head>
<body>
<h1>Rankwell · ${results.length} screens of ${byPage.size} page types</h1>
<p>${escape(origin)} · revision ${escape(revision)} · ${escape(new Date().toISOString())}. Click a screen for the full-size PNG; each box scrolls.</p>
<nav>${[...byPage.keys()].map((name) => `<a href="#${escape(name)}">${escape(name)}</a>`).join(" ")}</nav>
${summary}
${rows}
</body>
</html>
`;
}
