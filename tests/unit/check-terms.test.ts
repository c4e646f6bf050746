import { describe, expect, it } from 'vitest';
import { anchorsOf, checkPage } from '../../scripts/check-terms.mjs';

const messages = (lang: string, source: string) => checkPage(lang, source).map((p) => `${p.message} → ${p.fix}`);

describe('checkPage', () => {
  it('flags misspelled names in prose but not in code or links', () => {
    expect(messages('en', 'Build with Typescript and RsBuild.')).toEqual([
      '"RsBuild" is misspelt → write "Rsbuild"',
      '"Typescript" is misspelt → write "TypeScript"',
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
      expect.stringMatching(/^the front matter is not valid YAML \(.+\) → quote the value/),
    ]);
    expect(checkPage('en', broken)[0]?.line).toBe(2);
    expect(
      messages('en', '---\ndescription: "Share paths with $CONFIG_DIR: one base file"\n---\n\n# Monorepo\n'),
    ).toEqual([]);
  });

  it('flags placeholder text', () => {
    expect(messages('en', 'This section is coming soon.')).toEqual([
      'placeholder text "coming soon" → write the text, or leave the sentence out',
    ]);
    expect(messages('zh', '内容敬请期待。')).toEqual([
      'placeholder text "敬请期待" → write the text, or leave the sentence out',
    ]);
  });

  it('asks for spaces between Chinese and Latin text and full-width colons', () => {
    expect(messages('zh', '使用Rslib构建')).toEqual([
      'no space between Chinese and Latin text in "用R" → write "用 R"',
    ]);
    expect(messages('zh', '使用 Rslib 构建，再用 `rslib`命令。')).toEqual([]);
    expect(messages('zh', '- **类型:** `string`')).toEqual(['"**类型:**" has a half-width colon → write "**类型：**"']);
    expect(messages('en', 'Build it，then ship it.')).toEqual([
      'full-width punctuation "，" in an English page → write ","',
    ]);
  });

  it('needs kebab-case anchors on headings and reads them in order', () => {
    expect(messages('en', '## Output format\n')).toEqual([
      'heading "Output format" has no {#anchor} → end it with {#output-format}',
    ]);
    expect(messages('en', '## Output {#Output_Format}\n')).toEqual([
      "anchor {#Output_Format} is not lower-case kebab-case → write {#output-format} (and the same on the other language's page)",
    ]);
    expect(anchorsOf('## 输出 {#output}\n\n```md\n## not a heading\n```\n### 子项 {#sub}')).toEqual(['output', 'sub']);
  });
});
