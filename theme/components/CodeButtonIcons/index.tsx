import {
  IconCopy as OriginalIconCopy,
  IconSuccess as OriginalIconSuccess,
  IconWrap as OriginalIconWrap,
  IconWrapped as OriginalIconWrapped,
  SvgWrapper,
} from '@rspress/core/theme-original';
import type { ComponentProps, FC } from 'react';
import './CodeButtonIcons.css';

/** Props Rspress passes to an icon component. */
type IconProps = ComponentProps<'svg'>;

/** Class Rspress gives the icons of a code block's copy and wrap buttons. */
const codeButtonIconClass = 'rp-code-button-group__icon';

/**
 * In a code block's buttons, the icon as a CSS mask (CodeButtonIcons.css) with Rspress's classes, so fifty code blocks
 * do not carry two hundred copies of the same SVG in the HTML; anywhere else the original SVG.
 */
function cssIcon(original: FC<IconProps> | string): FC<IconProps> {
  return function CssIcon(props: IconProps) {
    if (!props.className?.split(/\s+/).includes(codeButtonIconClass)) return <SvgWrapper icon={original} {...props} />;
    return <span aria-hidden="true" className={props.className} />;
  };
}

/** Copy icon of the code copy button. */
export const IconCopy = cssIcon(OriginalIconCopy);
/** Check mark shown after copying. */
export const IconSuccess = cssIcon(OriginalIconSuccess);
/** Icon of the wrap-lines button. */
export const IconWrap = cssIcon(OriginalIconWrap);
/** Icon of the wrap-lines button while lines are wrapped. */
export const IconWrapped = cssIcon(OriginalIconWrapped);
