import {
  IconCopy as OriginalIconCopy,
  IconSuccess as OriginalIconSuccess,
  IconWrap as OriginalIconWrap,
  IconWrapped as OriginalIconWrapped,
  SvgWrapper,
} from '@rspress/core/theme-original';
import type { ComponentProps, FC } from 'react';
import './CodeButtonIcons.css';

type IconProps = ComponentProps<'svg'>;

/**
 * In a code block's buttons, the icon as a CSS mask (CodeButtonIcons.css) with Rspress's classes, so fifty code blocks
 * do not carry two hundred copies of the same SVG in the HTML; anywhere else the original SVG.
 */
function cssIcon(original: FC<IconProps> | string): FC<IconProps> {
  return function CssIcon(props: IconProps) {
    if (!props.className?.split(/\s+/).includes('rp-code-button-group__icon'))
      return <SvgWrapper icon={original} {...props} />;
    return <span aria-hidden="true" className={props.className} />;
  };
}

export const IconCopy = cssIcon(OriginalIconCopy);
export const IconSuccess = cssIcon(OriginalIconSuccess);
export const IconWrap = cssIcon(OriginalIconWrap);
export const IconWrapped = cssIcon(OriginalIconWrapped);
