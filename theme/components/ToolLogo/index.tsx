import { normalizeImagePath } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_LOGO } from '../../ecosystem';

/** Props of {@link ToolLogo}. */
export interface ToolLogoProps {
  /** Logo path served by this site. */
  src: string;
  /** Width and height in CSS pixels. */
  size: number;
  /** Class for the image. */
  className?: string;
}

/**
 * A decorative tool logo (the tool's name is always printed next to it). When the file cannot be loaded,
 * it is replaced by a blank image of the same size, also when the failure happened before hydration.
 */
export function ToolLogo({ src, size, className }: ToolLogoProps) {
  const [failed, setFailed] = useState(false);
  const ref = useRef<HTMLImageElement>(null);
  useEffect(() => {
    const img = ref.current;
    if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
  }, []);
  return (
    <img
      ref={ref}
      src={failed ? PLACEHOLDER_LOGO : normalizeImagePath(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      className={className}
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
