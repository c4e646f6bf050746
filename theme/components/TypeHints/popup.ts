import { type useI18n, withBase } from '@rspress/core/runtime';
import type { SiteI18n } from '../../i18n';
import styles from './TypeHints.module.css';
import { hintBlockOf } from './title.mjs';
import { type TypeHintData, type TypeHintInfo, textHash, typeHintDir } from './type-file.mjs';

export type Translate = ReturnType<typeof useI18n<SiteI18n>>;

const blocks = new WeakMap<HTMLElement, Promise<TypeHintData | undefined>>();
/** Each name's info, and the line of the block it is on (code blocks keep no element per line), for ↑/↓. */
const names = new WeakMap<HTMLElement, { info: TypeHintInfo; line: number }>();
let owner: HTMLElement | undefined;
let hideTimer = 0;
let t: Translate;

const popup = element('div', { className: styles.popup, id: 'rslib-type-hint', hidden: true, role: 'tooltip' });
document.body.append(popup);
addEventListener('scroll', place, { capture: true, passive: true });
addEventListener('resize', place, { passive: true });

const tokenOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(`.${styles.token}`) : null;
const inPopup = (target: EventTarget | null) => target instanceof Node && popup.contains(target);

function element(tag: string, props: Partial<HTMLElement>, children: (string | Node)[] = []) {
  const el = Object.assign(document.createElement(tag), props);
  el.append(...children);
  return el;
}

/** Loads a block's type file once, then wraps each name that has a type in a focusable span. */
function enhance(pre: HTMLElement): Promise<TypeHintData | undefined> {
  const code = pre.querySelector('code');
  const text = code?.textContent ?? '';
  const pending =
    blocks.get(pre) ??
    fetch(withBase(`/${typeHintDir}/${textHash(text)}.json`))
      .then((response) => (response.ok ? (response.json() as Promise<TypeHintData>) : undefined))
      .then((data) => {
        if (data && code?.textContent === text) wrap(code, data);
        return data;
      })
      .catch(() => undefined);
  blocks.set(pre, pending);
  return pending;
}

/** Wraps the names of `data` (offsets in the text of `code`) without changing the text or the layout. */
function wrap(code: HTMLElement, data: TypeHintData) {
  const text = code.textContent ?? '';
  const walker = document.createTreeWalker(code, NodeFilter.SHOW_TEXT);
  let node = walker.nextNode() as Text | null;
  let offset = 0;
  for (const [start, length, index] of data.h) {
    while (node && offset + node.length <= start) {
      offset += node.length;
      node = walker.nextNode() as Text | null;
    }
    const info = data.i[index];
    if (!node || !info || start + length > offset + node.length) continue;
    const name = start > offset ? node.splitText(start - offset) : node;
    const span = element('span', { className: styles.token, tabIndex: -1 });
    node = name.splitText(length);
    name.replaceWith(span);
    span.append(name);
    names.set(span, { info, line: text.slice(0, start).split('\n').length });
    offset = start + length;
    walker.currentNode = node;
  }
}

/** Inline text of a doc comment: `code` spans, and `{@link target text}` or `[text](url)` as their text. */
const inline = (text: string) =>
  text
    .replace(/\{@link\s+(\S+?)(?:\s+([^}]*))?\}/g, (_, target, label) => label || target)
    .replace(/\[([^\]]+)\]\([^)]*\)/g, '$1')
    .split('`')
    .map((part, i) => (i % 2 ? element('code', {}, [part]) : part));

/** Strings, keywords and type names of a signature, with the classes of theme/styles/code-tokens.css. */
const signatureToken =
  /('[^']*'|"[^"]*")|\b(string|number|boolean|undefined|null|true|false|void|any|unknown|never|object|readonly|keyof|typeof|function|const|let|var|type|interface|extends|import)\b|\b([A-Z]\w*)\b/g;
const tokenClasses = ['sk-string-expression', 'sk-keyword', 'sk-function'];
// `split` gives the text between matches, then each group of signatureToken (undefined when it did not match).
const highlight = (signature: string) =>
  signature
    .split(signatureToken)
    .map((part = '', i) => (i % 4 && part ? element('span', { className: tokenClasses[(i % 4) - 1] }, [part]) : part));

const doc = (children: (string | Node)[]) => element('p', { className: styles.doc }, children);

function infoContent(info: TypeHintInfo): Node[] {
  const nodes = [element('code', { className: styles.signature }, highlight(info.s))];
  for (const paragraph of info.d.split(/\n{2,}/)) if (paragraph.trim()) nodes.push(doc(inline(paragraph)));
  for (const [name, text] of info.t) {
    if (name === 'see' || name === 'link') continue;
    const label = /^default(Value)?$/.test(name) ? 'typeHintsDefault' : name === 'deprecated' && 'typeHintsDeprecated';
    const tag = element('span', { className: styles.tagName }, [label ? t(label) : `@${name}`]);
    nodes.push(doc([tag, ' ', ...inline(text)]));
  }
  return nodes;
}

function place() {
  const rect = owner?.isConnected && owner.getBoundingClientRect();
  if (!rect || rect.bottom < 0 || rect.top > innerHeight) return hide();
  const { offsetWidth: width, offsetHeight: height } = popup;
  const below = rect.bottom + 6 + height <= innerHeight || rect.top - 6 - height < 0;
  popup.style.top = `${below ? rect.bottom + 6 : rect.top - 6 - height}px`;
  popup.style.left = `${Math.max(8, Math.min(rect.left, innerWidth - width - 8))}px`;
}

function show(target: HTMLElement, content: Node[]) {
  if (owner !== target) hide();
  clearTimeout(hideTimer);
  popup.replaceChildren(...content);
  popup.hidden = false;
  owner = target;
  target.setAttribute('aria-describedby', popup.id);
  place();
}

/** Hides the popup (Escape, pointer or focus leaving, a tap elsewhere, a new page). */
export function hide() {
  clearTimeout(hideTimer);
  popup.hidden = true;
  owner?.removeAttribute('aria-describedby');
  owner = undefined;
}

function showToken(token: HTMLElement | null) {
  const info = token && names.get(token)?.info;
  if (token && info) show(token, infoContent(info));
}

/** Moves the focus between the names of a block: ←/→ one name, ↑/↓ one line, Home/End the first and last. */
function moveFocus(pre: HTMLElement, from: HTMLElement | null, key: string) {
  const tokens = [...pre.querySelectorAll<HTMLElement>(`.${styles.token}`)];
  const lines = tokens.map((token) => names.get(token)?.line);
  const i = from ? tokens.indexOf(from) : -1;
  const to = {
    Home: 0,
    End: tokens.length - 1,
    ArrowRight: i + 1,
    ArrowLeft: i - 1,
    ArrowDown: lines.findIndex((l, j) => j > i && l !== lines[i]),
    ArrowUp: lines.indexOf(lines.findLast((l, j) => j < i && l !== lines[i])),
  }[i < 0 && key !== 'End' ? 'Home' : key];
  (tokens[to ?? i] ?? tokens[i])?.focus();
}

/** Handles one event forwarded by the component (it listens on the document). */
export function handle(event: Event, translate: Translate) {
  t = translate;
  const { target, type } = event;
  const token = tokenOf(target);
  const pre = hintBlockOf(target);
  if (event instanceof PointerEvent) {
    if (event.pointerType === 'touch' && type !== 'pointerdown') return;
    if (token && type !== 'pointerout') return showToken(token);
    if (type === 'pointerdown') {
      if (!inPopup(target)) hide();
      // A first tap on a block: show the name under the finger once the block's types are in.
      if (pre && event.pointerType !== 'mouse')
        void enhance(pre).then(() => showToken(tokenOf(document.elementFromPoint(event.clientX, event.clientY))));
    } else if (type === 'pointerover') {
      if (inPopup(target)) return clearTimeout(hideTimer);
      if (pre) void enhance(pre);
    } else if (owner && (token === owner || inPopup(target))) {
      const to = event.relatedTarget;
      if (tokenOf(to) !== owner && !inPopup(to)) hideTimer = window.setTimeout(hide, 300);
    }
  } else if (event instanceof FocusEvent) {
    if (type === 'focusout') {
      if (owner === target && !tokenOf(event.relatedTarget)) hide();
    } else if (pre === target && pre?.matches(':focus-visible')) {
      void enhance(pre).then((data) => {
        if (data && document.activeElement === pre) show(pre, [doc([t('typeHintsKeys')])]);
      });
    } else showToken(token);
  } else if (event instanceof KeyboardEvent) {
    if (event.key === 'Escape' && !popup.hidden) return hide();
    if (!pre || !/^(Arrow(Right|Left|Down|Up)|Home|End)$/.test(event.key) || (!token && target !== pre)) return;
    event.preventDefault();
    void enhance(pre).then(() => moveFocus(pre, token, event.key));
  }
}
