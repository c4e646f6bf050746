import data from './community.json';
import { socialIconIds } from './social-icons';

/**
 * The project's public channels, each an icon at the right end of the top bar and an entry of the introduction page:
 * name, address and what a reader finds there (theme/community.json), in the order of the icons. This module runs in
 * the browser too, so it holds no server-only code (`site.ts` reads `process.env`).
 */
export const communityLinks = socialIconIds.map((icon) => ({ icon, ...data[icon] }));
