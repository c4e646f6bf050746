import data from './ecosystem.json';
import type { Lang, Translated } from './site-model.mjs';

/** One tool of the Rstack family, as shown in the top-bar popover. */
export interface ToolLink {
  name: string;
  description: Translated;
  /** Logo path, served by this site from `docs/public`. */
  logo: string;
  /** Address for the readers of each language (the tool's Chinese site for Chinese readers when it has one). */
  url: Translated;
  /** Size factor for logos whose mark fills less or more of its box than the others (1 by default). */
  logoScale?: number;
}

/** A tool shown as a card on the home page, with the host of both addresses printed on it (`rspack.rs`). */
type HeroTool = ToolLink & { urlText: string };

/** The seven sibling tools of the Rstack toolchain, in the order the home page shows them (theme/ecosystem.json). */
export const heroTools: HeroTool[] = data.tools;

/** The community directory of plugins, templates and projects around Rstack. */
export const ecosystemDirectory: ToolLink = data.directory;

/** What the top-bar popover lists: the toolchain, then the directory. */
export const ecosystemGroups: { title: Translated; links: ToolLink[] }[] = [
  { title: { en: 'Rstack toolchain', zh: 'Rstack 工具链' }, links: heroTools },
  { title: { en: 'Community', zh: '社区生态' }, links: [ecosystemDirectory] },
];

/** Logo size in CSS pixels before `logoScale` is applied. */
export const BASE_LOGO_SIZE = 32;

/** A transparent image shown instead of a logo that fails to load; it keeps the card's layout. */
export const PLACEHOLDER_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='32' height='32' viewBox='0 0 32 32'/%3E";

/** Logo size for a scale factor; a missing, non-finite or out-of-range (0–2] factor counts as 1. */
export function logoSize(scale: number | undefined, base = BASE_LOGO_SIZE): number {
  const factor = scale !== undefined && Number.isFinite(scale) && scale > 0 && scale <= 2 ? scale : 1;
  return Math.round(base * factor);
}

/** A tool's description, address and logo (with its size in CSS pixels) for one language. */
export function localizeTool({ name, description, url, logo, logoScale }: ToolLink, lang: Lang) {
  return { name, description: description[lang], url: url[lang], logo, logoSize: logoSize(logoScale) };
}

/** A group's title for one language. */
export function groupTitle(group: { title: Translated }, lang: Lang): string {
  return group.title[lang];
}
