import type { Translated } from './site-model.mjs';
import type { namedIcon } from './social-icons';

/** A public channel of the project (top bar icon, introduction page entry). Runs in the browser: no `process.env`. */
type CommunityLink = { icon: Parameters<typeof namedIcon>[0]; name: string; url: string; description: Translated };

/** The project's channels, in the order the top bar shows them. */
export const communityLinks: CommunityLink[] = [
  {
    icon: 'github',
    name: 'GitHub',
    url: 'https://github.com/web-infra-dev/rslib',
    description: { en: 'The source code, issues, discussions and release notes', zh: '源码、issue、讨论区和发布说明' },
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
