/** The languages the ecosystem menu and the home cards are shown in. */
export type EcosystemLang = 'en' | 'zh';

/** One tool of the Rstack family, as shown in the top-bar popover. */
export interface ToolLink {
  /** Product name, the same in both languages. */
  name: string;
  /** Short description in Chinese. */
  desc: string;
  /** Short description in English; the Chinese one is used when it is empty. */
  descEn: string;
  /** Logo path, served by this site from `docs/public`. */
  logo: string;
  /** Address for Chinese readers (the tool's Chinese site when it has one). */
  url: string;
  /** Address for English readers, when it differs from `url`. */
  urlEn?: string;
  /** Size factor for logos whose mark fills less or more of its box than the others (1 by default). */
  logoScale?: number;
}

/** A tool shown as a card on the home page: a tool link plus the host name printed on the card. */
export interface HeroTool extends ToolLink {
  /** Host text shown on the card, such as `rspack.rs`. */
  urlText: string;
}

/** A titled group of tool links in the popover. */
export interface ToolGroup {
  /** Group title in Chinese. */
  title: string;
  /** Group title in English. */
  titleEn: string;
  /** The tools of the group, in display order. */
  links: ToolLink[];
}

/** A tool link resolved for one language. */
export interface LocalizedTool {
  name: string;
  description: string;
  url: string;
  logo: string;
  /** Logo width and height in CSS pixels. */
  logoSize: number;
}

/** The seven sibling tools of the Rstack toolchain, in the order the home page shows them. */
export const heroTools: HeroTool[] = [
  {
    name: 'Rspack',
    desc: '用 Rust 实现的打包器，保留了 webpack 的 API 和插件机制',
    descEn: 'A bundler written in Rust that keeps the webpack API and plugin model',
    logo: '/ecosystem/rspack.svg',
    url: 'https://rspack.rs/zh/',
    urlEn: 'https://rspack.rs/',
    urlText: 'rspack.rs',
  },
  {
    name: 'Rsbuild',
    desc: '基于 Rspack 的 Web 应用构建工具，默认配置就能直接上手',
    descEn: 'An Rspack-based build tool for web apps that works well with its defaults',
    logo: '/ecosystem/rsbuild.svg',
    url: 'https://rsbuild.rs/zh/',
    urlEn: 'https://rsbuild.rs/',
    urlText: 'rsbuild.rs',
  },
  {
    name: 'Rspress',
    desc: '基于 Rsbuild 和 MDX 的文档站点生成器',
    descEn: 'A static site generator for documentation, built on Rsbuild and MDX',
    logo: '/ecosystem/rspress.svg',
    url: 'https://rspress.rs/zh/',
    urlEn: 'https://rspress.rs/',
    urlText: 'rspress.rs',
    logoScale: 1.1,
  },
  {
    name: 'Rslib',
    desc: '在 Rsbuild 之上构建 JavaScript 与 TypeScript 库',
    descEn: 'Builds JavaScript and TypeScript libraries on top of Rsbuild',
    logo: '/ecosystem/rslib.svg',
    url: 'https://rslib.rs/zh/',
    urlEn: 'https://rslib.rs/',
    urlText: 'rslib.rs',
  },
  {
    name: 'Rsdoctor',
    desc: '分析 Rspack 与 webpack 的构建过程，找出产物体积和耗时的来源',
    descEn: 'Looks inside Rspack and webpack builds to explain bundle size and build time',
    logo: '/ecosystem/rsdoctor.svg',
    url: 'https://rsdoctor.rs/zh/',
    urlEn: 'https://rsdoctor.rs/',
    urlText: 'rsdoctor.rs',
    logoScale: 0.95,
  },
  {
    name: 'Rstest',
    desc: '借助 Rspack 编译并运行测试，API 对 Jest 用户十分熟悉',
    descEn: 'Compiles and runs your tests with Rspack, through an API Jest users already know',
    logo: '/ecosystem/rstest.svg',
    url: 'https://rstest.rs/zh/',
    urlEn: 'https://rstest.rs/',
    urlText: 'rstest.rs',
  },
  {
    name: 'Rslint',
    desc: '面向 TypeScript 和 JavaScript 的高速代码检查工具，能利用类型信息发现问题',
    descEn: 'A fast linter for TypeScript and JavaScript that uses type information',
    logo: '/ecosystem/rslint.svg',
    url: 'https://rslint.rs/',
    urlText: 'rslint.rs',
  },
];

/** The community directory of plugins, templates and projects around Rstack. */
export const ecosystemDirectory: ToolLink = {
  name: 'Awesome Rstack',
  desc: '社区整理的 Rstack 插件、模板与项目清单',
  descEn: 'A community list of plugins, templates and projects around Rstack',
  logo: '/ecosystem/awesome-rstack.svg',
  url: 'https://github.com/rstackjs/awesome-rstack',
};

/** What the top-bar popover lists: the toolchain, then the directory. */
export const ecosystemGroups: ToolGroup[] = [
  { title: 'Rstack 工具链', titleEn: 'Rstack toolchain', links: heroTools },
  { title: '社区生态', titleEn: 'Community', links: [ecosystemDirectory] },
];

/** Logo size in CSS pixels before `logoScale` is applied. */
export const BASE_LOGO_SIZE = 32;

/** A transparent image shown instead of a logo that fails to load; it keeps the card's layout. */
export const PLACEHOLDER_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' width='32' height='32' viewBox='0 0 32 32'/%3E";

/** The language of a path: a `/zh` prefix means Chinese, anything else English. */
export function langFromPath(pathname: string): EcosystemLang {
  return /^\/zh(?:\/|$)/.test(pathname) ? 'zh' : 'en';
}

/** Logo size for a scale factor; a missing, non-finite or out-of-range (0–2] factor counts as 1. */
export function logoSize(scale: number | undefined, base = BASE_LOGO_SIZE): number {
  const factor = scale !== undefined && Number.isFinite(scale) && scale > 0 && scale <= 2 ? scale : 1;
  return Math.round(base * factor);
}

/** A tool's description, address and logo for one language; English falls back to the Chinese fields. */
export function localizeTool(tool: ToolLink, lang: EcosystemLang): LocalizedTool {
  const english = lang === 'en';
  return {
    name: tool.name,
    description: english && tool.descEn ? tool.descEn : tool.desc,
    url: english && tool.urlEn ? tool.urlEn : tool.url,
    logo: tool.logo,
    logoSize: logoSize(tool.logoScale),
  };
}

/** A group's title for one language. */
export function groupTitle(group: ToolGroup, lang: EcosystemLang): string {
  return lang === 'en' && group.titleEn ? group.titleEn : group.title;
}
