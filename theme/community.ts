import type { Translated } from './site-model.mjs';
import type { namedIcon } from './social-icons';

/**
 * A public channel of the project: an icon at the right end of the top bar, and an entry of the introduction page.
 * This module runs in the browser too, so it holds no server-only code (`site.ts` reads `process.env`).
 */
export interface CommunityLink {
  /** Symbol of the icon sprite. */
  icon: Parameters<typeof namedIcon>[0];
  /** Name of the service, the same in both languages. */
  name: string;
  url: string;
  /** What a reader finds there, per language. */
  description: Translated;
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
