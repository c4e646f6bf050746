import type { SocialLink } from '@rspress/core';
import { namedIcon } from './social-icons';

/** Public origin of the deployed site, used for RSS links and canonical URLs. */
export const siteOrigin = process.env.SITE_ORIGIN ?? 'https://rslib.rs';

/** Where the sources of these pages live; the edit link appends `en/guide/…mdx`. */
export const docsRepoBaseUrl =
  process.env.DOCS_REPO_BASE_URL ?? 'https://github.com/web-infra-dev/rslib/tree/main/website/docs';

/** A public channel of the project: an icon at the right end of the top bar, and an entry of the introduction page. */
export interface CommunityLink {
  /** Symbol of the icon sprite. */
  icon: Parameters<typeof namedIcon>[0];
  /** Name of the service, the same in both languages. */
  name: string;
  url: string;
  /** What a reader finds there, per language. */
  description: { en: string; zh: string };
}

/** The project's channels, in the order the top bar shows them. */
export const communityLinks: CommunityLink[] = [
  {
    icon: 'github',
    name: 'GitHub',
    url: 'https://github.com/web-infra-dev/rslib',
    description: {
      en: 'The source code, issues, discussions and release notes',
      zh: '源码、issue、讨论区和发布说明',
    },
  },
  {
    icon: 'x',
    name: 'X',
    url: 'https://x.com/rspack_dev',
    description: { en: 'News from the Rspack team about the Rstack tools', zh: 'Rspack 团队发布的 Rstack 工具动态' },
  },
  {
    icon: 'discord',
    name: 'Discord',
    url: 'https://discord.gg/XsaKEEk4mW',
    description: { en: 'Chat with the team and other users', zh: '与开发团队和其他用户交流' },
  },
];

/** Links shown at the right end of the top bar, derived from {@link communityLinks}. */
export const socialLinks: SocialLink[] = communityLinks.map((link) => ({
  icon: namedIcon(link.icon, link.name),
  mode: 'link',
  content: link.url,
}));

/** The two languages of the site; English is served without a prefix. */
export const locales = [
  {
    lang: 'en',
    label: 'English',
    title: 'Rslib',
    description:
      'Rslib is a library build tool powered by Rsbuild: ESM, CJS, UMD and declaration files from one config.',
  },
  {
    lang: 'zh',
    label: '简体中文',
    title: 'Rslib',
    description: 'Rslib 是基于 Rsbuild 的库构建工具，一份配置即可产出 ESM、CJS、UMD 与类型声明文件。',
  },
] as const;
