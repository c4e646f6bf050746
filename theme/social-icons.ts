import { withBasePath } from './site-model.mjs';

/** The top bar icons, by symbol id in `docs/public/social-icons.svg` (Simple Icons paths, as shipped by Rspress). */
const socialIconIds = ['github', 'x', 'discord'] as const;

/** Where the sprite is served; one cached request instead of the paths in every page's HTML and script. */
const socialIconSprite = '/social-icons.svg';

/**
 * An SVG icon for a social link that carries its own accessible name (Rspress renders social links as bare
 * icons, so without it the links would have no name for screen readers) and draws a symbol of the sprite, which
 * lives under the site's base path.
 */
export function namedIcon(icon: (typeof socialIconIds)[number], name: string, base = '/'): { svg: string } {
  const sprite = withBasePath(base, socialIconSprite);
  return {
    svg: `<svg xmlns="http://www.w3.org/2000/svg" width="100%" viewBox="0 0 24 24" role="img" aria-label="${name}"><title>${name}</title><use href="${sprite}#${icon}"/></svg>`,
  };
}

/** The address of one symbol of the sprite, for an `<svg><use>` drawn by a component of the pages. */
export function socialIconHref(icon: (typeof socialIconIds)[number]): string {
  return `${socialIconSprite}#${icon}`;
}
