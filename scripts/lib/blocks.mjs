// The code blocks of a page as the test harnesses read them: fenced blocks with their meta parsed, and drawn
// output trees. Shared by the examples (examples.mjs), the journeys (journeys.mjs), the starting points
// (starting-points.mjs) and the snippet checker (snippets.mjs).
import { fencedBlocks, parseMeta } from '../../theme/lib/markdown.mjs';

// The one grammar of code-fence meta (`title="a b" example fails`), shared with the site build.
export { parseMeta };

/**
 * @typedef {{ lang: string, meta: string, code: string, line: number, attrs: Record<string, string | true> }} CodeBlock
 * @typedef {{ path: string, kind: 'exists' | 'absent' | 'contains' | 'lacks', text?: string, line: number }} OutputCheck
 */

/** The fenced code blocks of a page (theme/lib/markdown.mjs), with their meta read. @param {string} source */
export function extractCodeBlocks(source) {
  return fencedBlocks(source).map(
    /** @returns {CodeBlock} */ ({ lang, meta, code, line }) => ({ lang, meta, code, line, attrs: parseMeta(meta) }),
  );
}

const treeChars = /^[\s│├└─|`+\\-]*/;

/** Turns a drawn tree or a list of paths into file paths, e.g. `dist/utils/math.js`. @param {string} code */
export function parseTree(code) {
  const lines = code
    .split('\n')
    .map((l) => l.replace(/\s+(#|\/\/|<-|←).*$/, '').replace(/\s+$/, ''))
    .filter((l) => l.trim() !== '' && l.trim() !== '...');
  const drawn = lines.some((l) => /[├└│]|^\s*[|`]--/.test(l));
  if (!drawn) {
    return lines.map((l) => l.trim().replace(/^\.\//, '')).filter((l) => !l.endsWith('/'));
  }
  /** @type {{ depth: number, name: string }[]} */
  const entries = lines.map((l) => {
    const prefix = (treeChars.exec(l)?.[0] ?? '').length;
    return { depth: Math.round(prefix / 4), name: l.slice(prefix).trim() };
  });
  /** @type {string[]} */
  const files = [];
  /** @type {string[]} */
  const stack = [];
  entries.forEach((entry, index) => {
    stack.length = entry.depth;
    stack.push(entry.name.replace(/\/$/, ''));
    const next = entries[index + 1];
    const isDir = entry.name.endsWith('/') || (next !== undefined && next.depth > entry.depth);
    if (!isDir) files.push(stack.join('/'));
  });
  return files;
}

/** The file an `Output: <path>` title names (`dist/index.js`), or undefined for printed lines. @param {string} rest */
export const outputFile = (rest) =>
  /^[\w.@[\]-]+(\/[\w.@[\]-]+)*$/.test(rest) && /[./]/.test(rest) ? rest : undefined;

/**
 * The checks of a block that shows a file's content as output: each line it shows (but `...`, `// ...`) is in that
 * file. @param {string} file @param {string} code @param {number} line @returns {OutputCheck[]}
 */
export function fileLines(file, code, line) {
  return code
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l !== '' && !/^(\/\/\s*)?(\.\.\.|…)$/.test(l))
    .map((text) => ({ path: file, kind: /** @type {const} */ ('contains'), text, line }));
}
