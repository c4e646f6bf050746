import type { Lang, Translated } from './site-model.mjs';

/**
 * A tool of the Rstack family in the top-bar popover: its logo served by this site (`docs/public`), its address per
 * language, `logoScale` for a mark that fills less or more of its box than the others (1 by default).
 */
export type ToolLink = { name: string; description: Translated; logo: string; url: Translated; logoScale?: number };

/** A sibling tool (a home page card printing its `host`): its logo named after it, its Chinese site under `zhPath`. */
function tool(name: string, host: string, logoScale: number, zhPath: string, description: Translated) {
  const url = { en: `https://${host}/`, zh: `https://${host}/${zhPath}` };
  return { name, description, logo: `/ecosystem/${name.toLowerCase()}.svg`, url, urlText: host, logoScale };
}

/** The seven sibling tools of the Rstack toolchain, in the order the home page shows them. */
export const heroTools = [
  tool('Rspack', 'rspack.rs', 1, 'zh/', {
    en: 'A bundler written in Rust that keeps the webpack API and plugin model',
    zh: '用 Rust 实现的打包器，保留了 webpack 的 API 和插件机制',
  }),
  tool('Rsbuild', 'rsbuild.rs', 1, 'zh/', {
    en: 'An Rspack-based build tool for web apps that works well with its defaults',
    zh: '基于 Rspack 的 Web 应用构建工具，默认配置就能直接上手',
  }),
  tool('Rspress', 'rspress.rs', 1.1, 'zh/', {
    en: 'A static site generator for documentation, built on Rsbuild and MDX',
    zh: '基于 Rsbuild 和 MDX 的文档站点生成器',
  }),
  tool('Rslib', 'rslib.rs', 1, 'zh/', {
    en: 'Builds JavaScript and TypeScript libraries on top of Rsbuild',
    zh: '在 Rsbuild 之上构建 JavaScript 与 TypeScript 库',
  }),
  tool('Rsdoctor', 'rsdoctor.rs', 0.95, 'zh/', {
    en: 'Looks inside Rspack and webpack builds to explain bundle size and build time',
    zh: '分析 Rspack 与 webpack 的构建过程，找出产物体积和耗时的来源',
  }),
  tool('Rstest', 'rstest.rs', 1, 'zh/', {
    en: 'Compiles and runs your tests with Rspack, through an API Jest users already know',
    zh: '借助 Rspack 编译并运行测试，API 对 Jest 用户十分熟悉',
  }),
  tool('Rslint', 'rslint.rs', 1, '', {
    en: 'A fast linter for TypeScript and JavaScript that uses type information',
    zh: '面向 TypeScript 和 JavaScript 的高速代码检查工具，能利用类型信息发现问题',
  }),
];

export const ecosystemDirectory: ToolLink = {
  name: 'Awesome Rstack',
  description: {
    en: 'A community list of plugins, templates and projects around Rstack',
    zh: '社区整理的 Rstack 插件、模板与项目清单',
  },
  logo: '/ecosystem/awesome-rstack.svg',
  url: { en: 'https://github.com/rstackjs/awesome-rstack', zh: 'https://github.com/rstackjs/awesome-rstack' },
};

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
export const logoSize = (scale = 1, base = BASE_LOGO_SIZE) => Math.round(base * (scale > 0 && scale <= 2 ? scale : 1));

/** A tool's description, address and logo (with its size in CSS pixels) for one language. */
export function localizeTool({ name, description, url, logo, logoScale }: ToolLink, lang: Lang) {
  return { name, description: description[lang], url: url[lang], logo, logoSize: logoSize(logoScale) };
}

export const groupTitle = (group: { title: Translated }, lang: Lang) => group.title[lang];
