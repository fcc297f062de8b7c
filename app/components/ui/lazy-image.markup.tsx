export interface ImageRecord {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/**
 * An image below the fold: its intrinsic size is declared (no layout shift while it loads) and
 * it loads only when the visitor scrolls near it. It scales to the width of its box.
 */
export function LazyImage({ image, className = "" }: { image: ImageRecord; className?: string }) {
  return (
    <img
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading="lazy"
      decoding="async"
      className={`h-auto w-full ${className}`}
    />
  );
}
