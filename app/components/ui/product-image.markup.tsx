import { productShotSrc, type ProductShot, type ProductShotName, type ProductShotTheme } from "~/content/product-shots";

const FORMATS = [
  { format: "avif", type: "image/avif" },
  { format: "webp", type: "image/webp" },
] as const;

function srcSet(name: ProductShotName, theme: ProductShotTheme, widths: readonly number[], format: "avif" | "webp") {
  return widths.map((width) => `${productShotSrc(name, theme, width, format)} ${width}w`).join(", ");
}

/** The themes to offer, default first: "auto" offers the dark picture to dark-scheme visitors. */
function themesFor(shot: ProductShot, theme: "auto" | ProductShotTheme): { base: ProductShotTheme; dark?: "dark" } {
  const has = (t: ProductShotTheme) => shot.themes.includes(t);
  const first = shot.themes[0] ?? "light";
  if (theme !== "auto") return { base: has(theme) ? theme : first };
  return has("light") && has("dark") ? { base: "light", dark: "dark" } : { base: first };
}

/**
 * A product screenshot the site renders of itself (ADR 024): AVIF and WebP at several widths, the
 * browser picking by `sizes`; width and height reserve its box, so nothing shifts while it loads.
 * `theme="auto"` follows the visitor's colour scheme; pass "dark" where a page or band is forced dark
 * (the home page), since a `dark` class does not reach a <source media>. Below the fold it loads
 * lazily; the page's largest image (`priority`) loads at once with high priority.
 */
export function ProductImage({
  shot,
  sizes,
  theme = "auto",
  priority = false,
  className = "",
}: {
  shot: ProductShot;
  /** How wide the image is drawn, as the `sizes` attribute says it: "(min-width: 1024px) 34rem, 100vw". */
  sizes: string;
  theme?: "auto" | ProductShotTheme;
  priority?: boolean;
  className?: string;
}) {
  const { base, dark } = themesFor(shot, theme);
  const fallbackWidth = shot.widths.find((width) => width >= shot.width) ?? shot.widths.at(-1) ?? shot.width;
  // React 18 knows no fetchPriority prop; the lowercase attribute passes through as written.
  const loading: Record<string, string> = priority
    ? { loading: "eager", fetchpriority: "high" }
    : { loading: "lazy", decoding: "async" };
  return (
    <picture>
      {dark
        ? FORMATS.map(({ format, type }) => (
            <source
              key={`dark-${format}`}
              media="(prefers-color-scheme: dark)"
              type={type}
              srcSet={srcSet(shot.name, dark, shot.widths, format)}
              sizes={sizes}
            />
          ))
        : null}
      {FORMATS.map(({ format, type }) => (
        <source key={format} type={type} srcSet={srcSet(shot.name, base, shot.widths, format)} sizes={sizes} />
      ))}
      <img
        src={productShotSrc(shot.name, base, fallbackWidth, "webp")}
        alt={shot.alt}
        width={shot.width}
        height={shot.height}
        {...loading}
        className={`h-auto w-full ${className}`}
      />
    </picture>
  );
}

/**
 * A product picture with its caption (ADR 077): what it shows, said to be an illustration with
 * sample data, never a screenshot. Never drawn wider than it was drawn, so the 2x files stay sharp.
 */
export function ProductFigure({
  shot,
  sizes,
  theme = "auto",
  className = "",
}: {
  shot: ProductShot;
  sizes: string;
  theme?: "auto" | ProductShotTheme;
  className?: string;
}) {
  return (
    <figure style={{ maxWidth: shot.width }} className={className}>
      <ProductImage shot={shot} sizes={sizes} theme={theme} />
      <figcaption className="mt-3 text-sm text-fg-subtle">{shot.caption}</figcaption>
    </figure>
  );
}
