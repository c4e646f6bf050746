import { afterEach, describe, expect, it, vi } from 'vitest';

// `rspress dev` sets NODE_ENV to `development` before it reads the config, `rspress build` to `production`.
const configFor = async (env: string) => {
  vi.resetModules();
  vi.stubEnv('NODE_ENV', env);
  return (await import('../../rspress.config')).default;
};

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('dev-only settings of the site config', () => {
  it('rspress dev makes no JavaScript source maps', async () => {
    const config = await configFor('development');
    expect(config.builderConfig?.output?.sourceMap).toEqual({ js: false });
  });

  it('a build keeps the defaults of Rsbuild (no source maps in production)', async () => {
    const config = await configFor('production');
    expect(config.builderConfig?.output).toBeUndefined();
  });

  it('a build stops at dead links and anchors; in dev the page rules report them on save instead', async () => {
    expect((await configFor('production')).markdown?.link).toEqual({ checkDeadLinks: true, checkAnchors: true });
    const dev = await configFor('development');
    expect(dev.markdown?.link).toEqual({ checkDeadLinks: false, checkAnchors: false });
    expect(dev.plugins?.map((plugin) => plugin.name)).toContain('rslib-docs:page-rules');
  });
});
