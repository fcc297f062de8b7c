// Pages shaped to make an HTML reader work hard (issue 35): the shapes that once stalled the whole
// site while the audit preview read them (200,000 <h1> took 72 s of CPU). Each is at most the
// preview's 2 MB. Served by the fixture sites at `hostile.fixtures.test/<name>`, read by the unit
// tests in workerd, and audited by `npm run fuzz` and the HTTP tests.

const TWO_MB = 2 * 1024 * 1024;

/** The body of each shape, by the path the fixture site serves it at. */
const SHAPES = {
  "/h1-open": "<h1>x".repeat(200_000),
  "/h1-closed": "<h1>x</h1>".repeat(200_000),
  "/img": "<img src=a>".repeat(200_000),
  "/title-many": "<title>x".repeat(120_000),
  "/meta": "<meta name=a content=b>".repeat(90_000),
  "/title-long": `<title>${"x".repeat(TWO_MB)}`,
  "/p-open": "<p>x".repeat(150_000),
};

/** The paths of the shapes, in order. */
export const HOSTILE_PATHS = Object.keys(SHAPES);

/** The whole page of a shape: a document head, then the shape, cut at 2 MB. */
export function hostilePage(path) {
  const body = SHAPES[path];
  if (body === undefined) return undefined;
  return `<!doctype html><html lang="en"><head><title>Big</title></head><body>${body}`.slice(0, TWO_MB);
}
