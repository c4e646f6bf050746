import * as Original from '@rspress/core/theme-original';
import type { ComponentProps, FC } from 'react';
import './CodeButtonIcons.css';

type IconProps = ComponentProps<'svg'>;

// In a code block's buttons, the icon as a CSS mask (CodeButtonIcons.css) with Rspress's classes, so fifty code blocks
// do not carry two hundred copies of the same SVG in the HTML; anywhere else the original SVG.
const cssIcon = (original: FC<IconProps> | string) =>
  function CssIcon(props: IconProps) {
    if (!props.className?.split(/\s+/).includes('rp-code-button-group__icon'))
      return <Original.SvgWrapper icon={original} {...props} />;
    return <span aria-hidden="true" className={props.className} />;
  };

export const IconCopy = cssIcon(Original.IconCopy);
export const IconSuccess = cssIcon(Original.IconSuccess);
export const IconWrap = cssIcon(Original.IconWrap);
export const IconWrapped = cssIcon(Original.IconWrapped);
