import { withBasePath } from './site-model.mjs';

/** The top bar icons, by symbol id in `docs/public/social-icons.svg` (Simple Icons paths, as shipped by Rspress). */
type SocialIcon = 'github' | 'x' | 'discord';

/** The address of one symbol of the sprite: one cached request instead of the paths in every page's HTML and script. */
export const socialIconHref = (icon: SocialIcon) => `/social-icons.svg#${icon}`;

/**
 * An SVG icon for a social link that draws a symbol of the sprite (under the site's base path) and carries its own
 * accessible name: Rspress renders social links as bare icons, which would leave the links without a name.
 */
export function namedIcon(icon: SocialIcon, name: string, base = '/'): { svg: string } {
  const href = withBasePath(base, socialIconHref(icon));
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 24 24" role="img" aria-label="${name}"><title>${name}</title><use href="${href}"/></svg>`,
  };
}
