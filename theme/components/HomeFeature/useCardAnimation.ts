// Our copy of Rspress 2.0.22's `useCardAnimation` (not a public export): cards tilt towards the pointer, with a shine.
// Changed: typed; the shine's fixed styles in HomeFeature.module.css; no tilt for reduced motion. Delete it when
// @rspress/core/theme-original exports the hook (or the card) and honours reduced motion.
import { type CSSProperties, type MouseEvent, type TouchEvent, useRef, useState } from 'react';

interface Point {
  pageX: number;
  pageY: number;
}

/** The tilt and shine of a card for a pointer at `point`, or nothing when the pointer is away. */
function tilt(element: HTMLElement, { pageX, pageY }: Point) {
  const width = element.clientWidth || element.offsetWidth || element.scrollWidth;
  const height = element.clientHeight || element.offsetHeight || element.scrollHeight;
  const scrollTop = document.body.scrollTop || document.documentElement.scrollTop;
  const scrollLeft = document.body.scrollLeft;
  const box = element.getBoundingClientRect();
  const multiple = 0.05 * (320 / width);
  const offsetX = 0.52 - (pageX - box.left - scrollLeft) / width;
  const offsetY = 0.52 - (pageY - box.top - scrollTop) / height;
  const dy = pageY - box.top - scrollTop - height / 2;
  const dx = pageX - box.left - scrollLeft - width / 2;
  const yRotate = (offsetX - dx) * multiple;
  const xRotate = (dy - offsetY) * (Math.min(box.width / box.height, 1) * multiple);
  const rawAngle = (180 * Math.atan2(dy, dx)) / Math.PI - 90;
  const angle = rawAngle < 0 ? rawAngle + 360 : rawAngle;
  return {
    outer: `perspective(${2 * width}px)`,
    inner: `rotateX(${xRotate}deg) rotateY(${yRotate}deg)`,
    shine: {
      transform: `translateX(${offsetX - 0.1}px) translateY(${offsetY - 0.1}px)`,
      background: `linear-gradient(${angle}deg, rgba(255, 255, 255, ${((pageY - box.top - scrollTop) / height) * 0.2}) 0%, rgba(255, 255, 255, 0) 50%)`,
    } satisfies CSSProperties,
  };
}

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** Props for a card's outer and inner elements, and the style of its shine layer. */
export function useCardAnimation() {
  const [point, setPoint] = useState<Point | null>(null);
  const [hovering, setHovering] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const onMove = ({ pageX, pageY }: Point) => setPoint({ pageX, pageY });
  const element = ref.current;
  const current = point && element && hovering && !reducedMotion() ? tilt(element, point) : undefined;
  return {
    outerRef: ref,
    outerProps: {
      style: { transform: current?.outer ?? '', transformStyle: 'preserve-3d' } satisfies CSSProperties,
      onMouseEnter: () => setHovering(true),
      onMouseLeave: () => setHovering(false),
      onMouseMove: (event: MouseEvent) => onMove(event),
      onTouchMove: (event: TouchEvent) => {
        event.preventDefault();
        const touch = event.touches[0];
        if (touch) onMove(touch);
      },
      onTouchStart: () => setHovering(true),
      onTouchEnd: () => setHovering(false),
    },
    innerProps: { style: { transform: current?.inner ?? '' } satisfies CSSProperties },
    shineStyle: current?.shine,
  };
}
