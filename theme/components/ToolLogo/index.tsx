import { normalizeImagePath } from '@rspress/core/runtime';
import { useState } from 'react';
import { PLACEHOLDER_LOGO } from '../../ecosystem';

/** A decorative tool logo (its name is printed next to it), blank when it fails to load, also before hydration. */
export function ToolLogo({ src, size }: { src: string; size: number }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      ref={(img) => {
        if (img?.complete && img.naturalWidth === 0 && img.currentSrc) setFailed(true);
      }}
      src={failed ? PLACEHOLDER_LOGO : normalizeImagePath(src)}
      alt=""
      width={size}
      height={size}
      loading="lazy"
      decoding="async"
      data-fallback={failed ? 'true' : undefined}
      onError={() => setFailed(true)}
    />
  );
}
