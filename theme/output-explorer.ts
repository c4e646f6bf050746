// What an output explorer (`<OutputExplorer id="…" />` on an option page) looks like, for both renderings of a page:
// the HTML, which theme/plugins/output-explorer.ts writes at build time (radio inputs, labels and one panel per
// variant; theme/styles/output-explorer.css shows the panel of the checked radio, no JavaScript), and the `.md` copy,
// which components/OutputExplorer.tsx writes as text (every variant under its own label). The data comes from real
// builds: scripts/lib/output-explorer.mjs, `npm run verify:outputs`.
import data from './plugins/output-explorer.data.json';
import type { Translated } from './site-model.mjs';

type Lang = 'en' | 'zh';
export type ExplorerData = (typeof data.explorers)[number];
export type VariantData = ExplorerData['variants'][number];

/** The words of the explorers, written into pages at build time (nothing of this ships to the browser). */
export const explorerText = {
  legend: { en: 'Value of {option}', zh: '{option} 的取值' },
  config: { en: 'Config: ', zh: '配置：' },
  head: { en: 'first {n} of {total} lines', zh: '前 {n} 行，共 {total} 行' },
  tail: { en: 'last {n} of {total} lines', zh: '最后 {n} 行，共 {total} 行' },
  whole: { en: 'whole file, {total} lines', zh: '全文，共 {total} 行' },
  middle: { en: 'lines {from}–{to} of {total}', zh: '第 {from}–{to} 行，共 {total} 行' },
  builtWith: {
    en: 'Written by real builds with @rslib/core {version}; the tests rebuild them and fail when the output changes.',
    zh: '以上内容来自 @rslib/core {version} 的真实构建，测试会重新构建并在产物变化时报错。',
  },
  variant: { en: 'Variant', zh: '变体' },
} satisfies Record<string, Translated>;

/** A text of {@link explorerText} with its `{name}` slots filled. */
function say(key: keyof typeof explorerText, lang: Lang, values: Record<string, string | number> = {}): string {
  return explorerText[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}

/** The explorer of an id, or an error that names the ids there are. */
export function explorerById(id: string): ExplorerData {
  const found = data.explorers.find((e) => e.id === id);
  if (!found) {
    throw new Error(
      `no output explorer "${id}" (scripts/lib/output-explorer.mjs defines ${data.explorers.map((e) => e.id).join(', ')})`,
    );
  }
  return found;
}

/** Whether the variants differ in package.json "type", so that each label names it. */
const typeMatters = (explorer: ExplorerData) => new Set(explorer.variants.map((v) => v.type)).size > 1;

/** The caption after a file's name: which lines of it the panel shows. */
function excerptCaption(variant: VariantData, lang: Lang): string {
  const shown = variant.excerpt.split('\n').length;
  const total = variant.lines;
  const to = variant.start + shown - 1;
  if (variant.start === 1 && to === total) return say('whole', lang, { total });
  if (variant.start === 1) return say('head', lang, { n: shown, total });
  if (to === total) return say('tail', lang, { n: shown, total });
  return say('middle', lang, { from: variant.start, to, total });
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const typeText = (variant: VariantData) => `"type": "${variant.type}"`;
/** The variant's `lib` entry on one line. */
const libText = (variant: VariantData) => variant.lib.replace(/\s*\n\s*/g, ' ').replace(/, \]/, ' ]');

/** A code block with a title, in the markup of Rspress's code blocks (so it looks like the page's others). */
function codeBlock(lang: string, title: string, code: string): string {
  return `<div class="rp-codeblock language-${lang}"><div class="rp-codeblock__title">${escapeHtml(title)}</div><div class="rp-codeblock__content"><div class="rp-codeblock__content__scroll-container rp-scrollbar"><pre class="shiki css-variables sk-flat" tabindex="0"><code>${escapeHtml(code)}</code></pre></div></div></div>`;
}

/** The language of a file's code block, from its extension. */
const codeLang = (file: string) => (/\.d\.[mc]?ts$/.test(file) ? 'ts' : 'js');

/**
 * The inside of an explorer's element in the HTML: a fieldset of radio inputs, one panel per variant (the first one
 * checked), and the note on where the data comes from. The radios of one explorer share a name, so the browser
 * moves between them with the arrow keys.
 */
export function explorerHtml(id: string, lang: Lang): string {
  const explorer = explorerById(id);
  const withType = typeMatters(explorer);
  const name = `oe-${explorer.id}`;
  const radios = explorer.variants
    .map((variant, index) => {
      const inputId = `${name}-${variant.key}`;
      const type = withType ? ` <span class="oe-type">${escapeHtml(typeText(variant))}</span>` : '';
      return `<input class="oe-radio" type="radio" name="${name}" id="${inputId}" value="${variant.key}"${index === 0 ? ' checked' : ''}><label class="oe-label" for="${inputId}"><code>${escapeHtml(variant.label)}</code>${type}</label>`;
    })
    .join('');
  const panels = explorer.variants
    .map((variant) => {
      const config = `<p class="oe-config">${say('config', lang)}<code>lib: ${escapeHtml(libText(variant))}</code>, <code>${escapeHtml(typeText(variant))}</code></p>`;
      const title = `${variant.main} · ${excerptCaption(variant, lang)}`;
      return `<div class="oe-panel" data-variant="${variant.key}">${config}${codeBlock('text', 'dist', variant.tree)}${codeBlock(codeLang(variant.main), title, variant.excerpt)}</div>`;
    })
    .join('');
  const legend = escapeHtml(say('legend', lang, { option: explorer.option }));
  return `<fieldset class="oe-choices"><legend class="oe-legend">${legend}</legend>${radios}</fieldset><div class="oe-panels">${panels}</div><p class="oe-note">${escapeHtml(say('builtWith', lang, { version: data.rslib }))}</p>`;
}

/** The longest run of backticks in a text plus one, so a fence around it stays closed. */
const fenceFor = (text: string) => '`'.repeat(Math.max(3, ...[...text.matchAll(/`+/g)].map((m) => m[0].length + 1)));

/** Every variant of an explorer as Markdown, for the `.md` copy: a label, the config, the tree and the excerpt. */
export function explorerMarkdown(id: string, lang: Lang): string {
  const explorer = explorerById(id);
  const withType = typeMatters(explorer);
  const sections = explorer.variants.map((variant) => {
    const label = `\`${explorer.option}: ${variant.label}\`${withType ? `, \`${typeText(variant)}\`` : ''}`;
    const fence = fenceFor(variant.excerpt);
    return [
      `**${say('variant', lang)}${lang === 'zh' ? '：' : ': '}${label}**`,
      '',
      `${say('config', lang)}\`lib: ${libText(variant)}\`, \`${typeText(variant)}\``,
      '',
      '```text title="dist"',
      variant.tree,
      '```',
      '',
      `${fence}${codeLang(variant.main)} title="${variant.main}"`,
      variant.excerpt,
      fence,
      '',
      `(${variant.main}: ${excerptCaption(variant, lang)})`,
    ].join('\n');
  });
  return `\n${sections.join('\n\n')}\n\n${say('builtWith', lang, { version: data.rslib })}\n`;
}
