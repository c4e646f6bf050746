// An output explorer (`<OutputExplorer id="…" />`) as build-time HTML (radios and one panel per variant, shown by CSS
// without JavaScript) and as the `.md` copy's text; its data comes from real builds (`npm run verify:outputs`).
import { escapeHtml } from './lib/shared.mjs';
import text from './output-explorer.json';
import data from './plugins/output-explorer.data.json';

type Lang = 'en' | 'zh';
export type ExplorerData = (typeof data.explorers)[number];
export type VariantData = ExplorerData['variants'][number];

/** A text of theme/output-explorer.json with its `{name}` slots filled. */
const say = (key: keyof typeof text, lang: Lang, values: Record<string, string | number> = {}) =>
  text[key][lang].replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The explorer of an id, and whether its variants differ in package.json "type" (then each label names it). */
function explorerById(id: string) {
  const explorer = data.explorers.find((e) => e.id === id);
  if (!explorer) {
    const ids = data.explorers.map((e) => e.id).join(', ');
    throw new Error(`no output explorer "${id}" (scripts/lib/output-explorer.mjs defines ${ids})`);
  }
  return { explorer, withType: new Set(explorer.variants.map((v) => v.type)).size > 1 };
}

/** The caption after a file's name: which lines of it the panel shows. */
function excerptCaption({ start: from, lines: total, excerpt }: VariantData, lang: Lang): string {
  const n = excerpt.split('\n').length;
  const to = from + n - 1;
  const key = from === 1 ? (to === total ? 'whole' : 'head') : to === total ? 'tail' : 'middle';
  return say(key, lang, { n, from, to, total });
}

const typeText = (variant: VariantData) => `"type": "${variant.type}"`;
const libText = (variant: VariantData) => variant.lib.replace(/\s*\n\s*/g, ' ').replace(/, \]/, ' ]');
const codeLang = (file: string) => (/\.d\.[mc]?ts$/.test(file) ? 'ts' : 'js');

/** A code block with a title, in the markup of Rspress's code blocks (so it looks like the page's others). */
function codeBlock(lang: string, title: string, code: string): string {
  return `<div class="rp-codeblock language-${lang}"><div class="rp-codeblock__title">${escapeHtml(title)}</div><div class="rp-codeblock__content"><div class="rp-codeblock__content__scroll-container rp-scrollbar"><pre class="shiki css-variables sk-flat" tabindex="0"><code>${escapeHtml(code)}</code></pre></div></div></div>`;
}

/** An explorer's inside: a fieldset of radios (one name, so arrow keys move between them; the first checked), a
 * panel per variant, and the note on where the data comes from. */
export function explorerHtml(id: string, lang: Lang): string {
  const { explorer, withType } = explorerById(id);
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

/** Every variant of an explorer as Markdown, for the `.md` copy: a label, the config, the tree and the excerpt. */
export function explorerMarkdown(id: string, lang: Lang): string {
  const { explorer, withType } = explorerById(id);
  const sections = explorer.variants.map((variant) => {
    const label = `\`${explorer.option}: ${variant.label}\`${withType ? `, \`${typeText(variant)}\`` : ''}`;
    // One backtick more than the longest run in the excerpt, so the fence stays closed.
    const fence = '`'.repeat(Math.max(3, ...[...variant.excerpt.matchAll(/`+/g)].map((m) => m[0].length + 1)));
    return [
      `**${say('variant', lang)}${lang === 'zh' ? '：' : ': '}${label}**`,
      `${say('config', lang)}\`lib: ${libText(variant)}\`, \`${typeText(variant)}\``,
      `\`\`\`text title="dist"\n${variant.tree}\n\`\`\``,
      `${fence}${codeLang(variant.main)} title="${variant.main}"\n${variant.excerpt}\n${fence}`,
      `(${variant.main}: ${excerptCaption(variant, lang)})`,
    ].join('\n\n');
  });
  return `\n${sections.join('\n\n')}\n\n${say('builtWith', lang, { version: data.rslib })}\n`;
}
