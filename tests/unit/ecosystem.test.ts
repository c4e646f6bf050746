import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../../scripts/lib/paths.mjs';
import {
  BASE_LOGO_SIZE,
  ecosystemDirectory,
  ecosystemGroups,
  groupTitle,
  heroTools,
  localizeTool,
  logoSize,
  PLACEHOLDER_LOGO,
  type ToolLink,
} from '../../theme/ecosystem';

describe('localizeTool', () => {
  const full: ToolLink = {
    name: 'Tool',
    description: { en: 'English text', zh: '中文介绍' },
    logo: '/ecosystem/tool.svg',
    url: { en: 'https://tool.example/', zh: 'https://tool.example/zh/' },
  };

  it('uses the English description and address for English', () => {
    expect(localizeTool(full, 'en')).toEqual({
      name: 'Tool',
      description: 'English text',
      url: 'https://tool.example/',
      logo: '/ecosystem/tool.svg',
      logoSize: BASE_LOGO_SIZE,
    });
  });

  it('uses the Chinese description and the default address for Chinese', () => {
    const zh = localizeTool(full, 'zh');
    expect(zh.description).toBe('中文介绍');
    expect(zh.url).toBe('https://tool.example/zh/');
  });

  it('scales the logo', () => {
    expect(localizeTool({ ...full, logoScale: 1.25 }, 'en').logoSize).toBe(40);
  });
});

describe('logoSize', () => {
  it('applies a sensible factor', () => {
    expect(logoSize(undefined)).toBe(32);
    expect(logoSize(1.1)).toBe(35);
    expect(logoSize(0.95)).toBe(30);
    expect(logoSize(1.1, 40)).toBe(44);
  });

  it.each([0, -1, 3, Number.NaN, Number.POSITIVE_INFINITY])('ignores the factor %s', (scale) => {
    expect(logoSize(scale)).toBe(32);
  });
});

describe('tool data', () => {
  const allLinks = ecosystemGroups.flatMap((group) => group.links);

  it('has the seven sibling tools as hero cards and the directory in the menu only', () => {
    expect(heroTools.map((t) => t.name)).toEqual([
      'Rspack',
      'Rsbuild',
      'Rspress',
      'Rslib',
      'Rsdoctor',
      'Rstest',
      'Rslint',
    ]);
    expect(heroTools).not.toContain(ecosystemDirectory);
    expect(allLinks).toHaveLength(8);
    expect(allLinks).toContain(ecosystemDirectory);
    expect(new Set(allLinks.map((t) => t.name)).size).toBe(allLinks.length);
  });

  it('gives every tool texts in both languages, https addresses and a logo served by this site', () => {
    for (const tool of allLinks) {
      expect(tool.description.zh, tool.name).toMatch(/[\u4e00-\u9fff]/);
      expect(tool.description.en, tool.name).toMatch(/^[A-Z][\x20-\x7e]+$/);
      for (const url of Object.values(tool.url)) expect(new URL(url).protocol).toBe('https:');
      expect(tool.logo).toMatch(/^\/ecosystem\/[a-z-]+\.svg$/);
      expect(existsSync(path.join(repoRoot, 'docs/public', tool.logo)), tool.logo).toBe(true);
    }
  });

  it('prints each card host as the host of its addresses', () => {
    for (const tool of heroTools) {
      for (const url of Object.values(tool.url)) expect(new URL(url).host).toBe(tool.urlText);
    }
  });

  it('titles the groups in both languages', () => {
    for (const group of ecosystemGroups) {
      expect(groupTitle(group, 'zh')).toMatch(/[\u4e00-\u9fff]/);
      expect(groupTitle(group, 'en')).toMatch(/^[A-Z][\x20-\x7e]+$/);
    }
  });

  it('has a placeholder logo that needs no network', () => {
    expect(PLACEHOLDER_LOGO).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(PLACEHOLDER_LOGO)).toContain('<svg');
  });
});
