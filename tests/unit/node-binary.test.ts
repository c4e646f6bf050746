import { describe, expect, it } from 'vitest';
import { compareVersions, pinnedNode, planNodeBinary } from '../../scripts/lib/node-binary.mjs';

describe('compareVersions', () => {
  it('orders versions numerically, with or without a leading v and missing parts', () => {
    expect(compareVersions('25.10.0', '25.9.0')).toBeGreaterThan(0);
    expect(compareVersions('v25.7.0', '25.7')).toBe(0);
    expect(compareVersions('20.20.2', '25')).toBeLessThan(0);
  });

  it('orders a prerelease before its release and after the release before it', () => {
    expect(compareVersions('1.0.0-beta.1', '1.0.0')).toBeLessThan(0);
    expect(['1.0.0', '1.0.0-rc.0', '0.9.9', '1.0.0-beta.1'].sort(compareVersions)).toEqual([
      '0.9.9',
      '1.0.0-beta.1',
      '1.0.0-rc.0',
      '1.0.0',
    ]);
  });
});

describe('planNodeBinary', () => {
  const linux = { platform: 'linux', arch: 'x64' };

  it('uses the running Node.js when it is new enough', () => {
    expect(planNodeBinary({ min: '25.7', current: '25.7.0', platform: 'darwin', arch: 'arm64' })).toEqual({
      use: 'current',
    });
  });

  it('fetches the pinned release on linux-x64 when the running Node.js is older', () => {
    expect(planNodeBinary({ min: '25.7', current: '20.20.2', ...linux })).toEqual({ use: 'pinned' });
  });

  it('skips, naming the platform, where the pinned binary cannot run', () => {
    const plan = planNodeBinary({ min: '25.7', current: '20.20.2', platform: 'darwin', arch: 'arm64' });
    expect(plan).toEqual({ skip: expect.stringContaining('darwin-arm64') });
  });

  it('skips when even the pinned release is too old', () => {
    const plan = planNodeBinary({ min: '99', current: '20.20.2', ...linux });
    expect(plan).toEqual({ skip: expect.stringContaining(pinnedNode.version) });
  });
});
