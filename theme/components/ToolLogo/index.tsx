import { normalizeImagePath } from '@rspress/core/runtime';
import { useEffect, useRef, useState } from 'react';
import { PLACEHOLDER_LOGO } from '../../ecosystem';

/** Props of {@link ToolLogo}: a logo path served by this site, its width and height in CSS pixels. */
export type ToolLogoProps = { src: string; size: number; className?: string };

/** A decorative tool logo (its name is printed next to it), blank when it fails to load, also before hydration. */
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
