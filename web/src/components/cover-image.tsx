import { coverSources } from '../lib/covers';

type CoverImageProps = {
  /** Object path in the storage bucket "covers". */
  path: string;
  /** Describes the image; empty marks it decorative. */
  alt: string;
  /** How wide the image is shown, for the browser's choice from srcset. */
  sizes: string;
  /** The page's main image (LCP): loaded at once and first; every other cover waits until it is near the screen. */
  priority?: boolean;
  className?: string;
  testId?: string;
};

/**
 * A cover through Storage's image transformation in the widths of `coverWidths`. Width and height state the 1200×630
 * frame (CSS crops other shapes into it), so the page never shifts while the image loads.
 */
export function CoverImage({ path, alt, sizes, priority = false, className, testId }: CoverImageProps) {
  const { src, srcSet } = coverSources(path);
  return (
    <img
      className={className}
      src={src}
      srcSet={srcSet}
      sizes={sizes}
      width={1200}
      height={630}
      alt={alt}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-testid={testId}
    />
  );
}
