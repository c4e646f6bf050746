import type { Lang, Translated } from './site-model.mjs';

/** One tool of the Rstack family, as shown in the top-bar popover. */
export interface ToolLink {
  /** Product name, the same in both languages. */
  name: string;
  /** Short description. */
  description: Translated;
  /** Logo path, served by this site from `docs/public`. */
  logo: string;
  /** Address for the readers of each language (the tool's Chinese site for Chinese readers when it has one). */
  url: Translated;
  /** Size factor for logos whose mark fills less or more of its box than the others (1 by default). */
  logoScale?: number;
}

/** A tool shown as a card on the home page: a tool link plus the host name printed on the card. */
export interface HeroTool extends ToolLink {
  /** Host text shown on the card, such as `rspack.rs`: the host of both addresses. */
  urlText: string;
}

/** A titled group of tool links in the popover. */
export interface ToolGroup {
  /** Group title. */
  title: Translated;
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
    description: {
      en: 'A bundler written in Rust that keeps the webpack API and plugin model',
      zh: '用 Rust 实现的打包器，保留了 webpack 的 API 和插件机制',
    },
    logo: '/ecosystem/rspack.svg',
    url: { en: 'https://rspack.rs/', zh: 'https://rspack.rs/zh/' },
    urlText: 'rspack.rs',
  },
  {
    name: 'Rsbuild',
    description: {
      en: 'An Rspack-based build tool for web apps that works well with its defaults',
      zh: '基于 Rspack 的 Web 应用构建工具，默认配置就能直接上手',
    },
    logo: '/ecosystem/rsbuild.svg',
    url: { en: 'https://rsbuild.rs/', zh: 'https://rsbuild.rs/zh/' },
    urlText: 'rsbuild.rs',
  },
  {
    name: 'Rspress',
    description: {
      en: 'A static site generator for documentation, built on Rsbuild and MDX',
      zh: '基于 Rsbuild 和 MDX 的文档站点生成器',
    },
    logo: '/ecosystem/rspress.svg',
    url: { en: 'https://rspress.rs/', zh: 'https://rspress.rs/zh/' },
    urlText: 'rspress.rs',
    logoScale: 1.1,
  },
  {
    name: 'Rslib',
    description: {
      en: 'Builds JavaScript and TypeScript libraries on top of Rsbuild',
      zh: '在 Rsbuild 之上构建 JavaScript 与 TypeScript 库',
    },
    logo: '/ecosystem/rslib.svg',
    url: { en: 'https://rslib.rs/', zh: 'https://rslib.rs/zh/' },
    urlText: 'rslib.rs',
  },
  {
    name: 'Rsdoctor',
    description: {
      en: 'Looks inside Rspack and webpack builds to explain bundle size and build time',
      zh: '分析 Rspack 与 webpack 的构建过程，找出产物体积和耗时的来源',
    },
    logo: '/ecosystem/rsdoctor.svg',
    url: { en: 'https://rsdoctor.rs/', zh: 'https://rsdoctor.rs/zh/' },
    urlText: 'rsdoctor.rs',
    logoScale: 0.95,
  },
  {
    name: 'Rstest',
    description: {
      en: 'Compiles and runs your tests with Rspack, through an API Jest users already know',
      zh: '借助 Rspack 编译并运行测试，API 对 Jest 用户十分熟悉',
    },
    logo: '/ecosystem/rstest.svg',
    url: { en: 'https://rstest.rs/', zh: 'https://rstest.rs/zh/' },
    urlText: 'rstest.rs',
  },
  {
    name: 'Rslint',
    description: {
      en: 'A fast linter for TypeScript and JavaScript that uses type information',
      zh: '面向 TypeScript 和 JavaScript 的高速代码检查工具，能利用类型信息发现问题',
    },
    logo: '/ecosystem/rslint.svg',
    url: { en: 'https://rslint.rs/', zh: 'https://rslint.rs/' },
    urlText: 'rslint.rs',
  },
];

/** The community directory of plugins, templates and projects around Rstack. */
export const ecosystemDirectory: ToolLink = {
  name: 'Awesome Rstack',
  description: {
    en: 'A community list of plugins, templates and projects around Rstack',
    zh: '社区整理的 Rstack 插件、模板与项目清单',
  },
  logo: '/ecosystem/awesome-rstack.svg',
  url: { en: 'https://github.com/rstackjs/awesome-rstack', zh: 'https://github.com/rstackjs/awesome-rstack' },
};

/** What the top-bar popover lists: the toolchain, then the directory. */
export const ecosystemGroups: ToolGroup[] = [
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

/** A tool's description, address and logo for one language. */
export function localizeTool(tool: ToolLink, lang: Lang): LocalizedTool {
  return {
    name: tool.name,
    description: tool.description[lang],
    url: tool.url[lang],
    logo: tool.logo,
    logoSize: logoSize(tool.logoScale),
  };
}

/** A group's title for one language. */
export function groupTitle(group: ToolGroup, lang: Lang): string {
  return group.title[lang];
}
