import { describe, expect, it } from 'vitest';
import { anchorsOf, checkPage } from '../../scripts/check-terms.mjs';

const messages = (lang: string, source: string) => checkPage(lang, source).map((p) => p.message);

describe('checkPage', () => {
  it('flags misspelled names in prose but not in code or links', () => {
    expect(messages('en', 'Build with Typescript and RsBuild.')).toEqual([
      'write "Rsbuild", not "RsBuild"',
      'write "TypeScript", not "Typescript"',
    ]);
    expect(
      messages(
        'en',
        'Run `npx typescript` or see [docs](https://github.com/typescript).\n\n```ts\nimport typescript\n```',
      ),
    ).toEqual([]);
  });

  it('flags front matter that is not valid YAML, which Rspress would drop', () => {
    const broken = '---\ndescription: Share paths with $CONFIG_DIR: one base file\n---\n\n# Monorepo\n';
    expect(messages('en', broken)).toEqual([
      expect.stringMatching(/^the front matter is not valid YAML \(.+\): quote the value/),
    ]);
    expect(checkPage('en', broken)[0]?.line).toBe(2);
    expect(
      messages('en', '---\ndescription: "Share paths with $CONFIG_DIR: one base file"\n---\n\n# Monorepo\n'),
    ).toEqual([]);
  });

  it('flags placeholder text', () => {
    expect(messages('en', 'This section is coming soon.')).toEqual(['placeholder text "coming soon"']);
    expect(messages('zh', '内容敬请期待。')).toEqual(['placeholder text "敬请期待"']);
  });

  it('asks for spaces between Chinese and Latin text and full-width colons', () => {
    expect(messages('zh', '使用Rslib构建')).toEqual(['put a space between Chinese and Latin text: "用R"']);
    expect(messages('zh', '使用 Rslib 构建，再用 `rslib`命令。')).toEqual([]);
    expect(messages('zh', '- **类型:** `string`')).toEqual(['use a full-width colon in "**类型：**"']);
  });

  it('needs kebab-case anchors on headings and reads them in order', () => {
    expect(messages('en', '## Output format\n')).toEqual(['heading "Output format" needs an explicit {#anchor}']);
    expect(messages('en', '## Output {#Output_Format}\n')).toEqual([
      'anchor "Output_Format" should be lower-case kebab-case',
    ]);
    expect(anchorsOf('## 输出 {#output}\n\n```md\n## not a heading\n```\n### 子项 {#sub}')).toEqual(['output', 'sub']);
  });
});
