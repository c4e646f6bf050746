// The TypeScript code blocks of the docs, type-checked against the installed packages. Every block is a file in a
// virtual project (the blocks of one `example` share a project, with the example's other files and its fixture, as
// the examples harness builds them). All projects are files of one TypeScript language service, except the few that
// declare global types (an `env.d.ts` with `declare module '*.svg'`), which get a service each so that their
// declarations do not leak into other projects. The services answer the compiler errors of every block
// (`npm run check:snippets`) and the types shown on hover in config blocks (theme/plugins/type-hints.ts).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { typeHintTitle } from '../../theme/components/TypeHints/title.mjs';
import { blockLabel } from '../../theme/lib/block-kinds.mjs';
import { extractCodeBlocks } from './blocks.mjs';
import { codeNotationLine, readNotation, stripNotation, typeScriptLangs } from './notation.mjs';
import { repoRoot } from './paths.mjs';
import { listFiles } from './projects.mjs';
import { assetsRoot, exampleBase, pageLang, startingPointFiles } from './starting-points.mjs';
import { collectTypeHints } from './type-hints.mjs';

/**
 * @typedef {{ page: string, line: number, lang: string, title: string | undefined, code: string,
 *   example: string | undefined }} Snippet
 * @typedef {{ page: string, line: number, code: number, message: string, hidden: boolean }} SnippetError
 * @typedef {import('../../theme/components/TypeHints/type-file.mjs').TypeHintData} TypeHintData
 * @typedef {{ dir: string, fixture: string | undefined, page: string, example: string | undefined,
 *   blocks: Map<string, Snippet> }} Project
 */

/** Where the virtual projects live: inside the repository, so that bare imports resolve to its node_modules. */
const virtualRoot = path.join(repoRoot, 'tests/.tmp/snippets');
/** Declarations of the modules that pages import but the project does not install. */
export const uninstalledModulesFile = path.join(repoRoot, 'tests/snippets/uninstalled-modules.d.ts');

/** Compiler options of every snippet: those of a strict library project made from the Rslib templates. */
export const compilerOptions = /** @type {ts.CompilerOptions} */ ({
  strict: true,
  noEmit: true,
  target: ts.ScriptTarget.ES2022,
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  moduleDetection: ts.ModuleDetectionKind.Force,
  jsx: ts.JsxEmit.ReactJSX,
  isolatedModules: true,
  esModuleInterop: true,
  resolveJsonModule: true,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  // Node.js globals, and the declarations of asset imports (`*.svg`, `*.module.css`) that `@rslib/core/types` adds.
  types: ['node', '@rslib/core/types'],
});

/** Reads the TypeScript code blocks of the given pages (default: every page under docs/). @param {string[]} [pages] */
export async function collectSnippets(pages) {
  const files =
    pages && pages.length > 0
      ? pages.map((f) => path.relative(repoRoot, path.resolve(f)).split(path.sep).join('/'))
      : (await listFiles(path.join(repoRoot, 'docs'), repoRoot)).filter((f) => /\.mdx?$/.test(f));
  /** @type {Snippet[]} */
  const snippets = [];
  for (const page of files) {
    for (const block of extractCodeBlocks(fs.readFileSync(path.join(repoRoot, page), 'utf8'))) {
      if (!typeScriptLangs.includes(block.lang)) continue;
      const { title, example } = block.attrs;
      // An excerpt is held to the complete file it comes from (scripts/lib/block-accounts.mjs), which is checked here;
      // an output is no code. An alternative or a declaration (`Type: <name>`) is code to check like any other.
      const label = blockLabel(
        typeof title === 'string' ? title : undefined,
        page.split('/')[1] === 'zh' ? 'zh' : 'en',
      );
      if (label && label.kind !== 'alternative' && label.kind !== 'reference') continue;
      snippets.push({
        page,
        line: block.line,
        lang: block.lang,
        title: typeof title === 'string' ? title : undefined,
        code: block.code,
        example: typeof example === 'string' ? example : example === true ? `line-${block.line}` : undefined,
      });
    }
  }
  return snippets;
}

/** Whether a snippet is a config file whose names show their types on hover. @param {Snippet} snippet */
export const hasTypeHints = (snippet) => snippet.title !== undefined && typeHintTitle.test(snippet.title);

/** A short stable digest. @param {string} text */
export const digest = (text) => createHash('sha256').update(text).digest('hex').slice(0, 16);

/** A block's file inside its project: its title when that is a relative TypeScript path. @param {Snippet} snippet */
function fileOf(snippet) {
  const title = snippet.title?.replace(/^\.\//, '');
  if (title && !title.startsWith('/') && !title.split('/').includes('..') && /\.[cm]?tsx?$/.test(title)) return title;
  return `snippet${{ tsx: '.tsx', mts: '.mts', cts: '.cts' }[snippet.lang] ?? '.ts'}`;
}

/**
 * The files a block stands for: its own file, plus one per `// @filename: <path>` section (paths relative to the
 * project). Each file keeps the block's line numbers: the lines of the other sections are left empty.
 * @param {Snippet} snippet @returns {Map<string, string>}
 */
export function blockFiles(snippet) {
  const lines = snippet.code.split('\n');
  /** @type {Map<string, number[]>} */
  const sections = new Map([[fileOf(snippet), []]]);
  let current = fileOf(snippet);
  lines.forEach((line, index) => {
    const name = /^\s*\/\/\s*@filename:\s*(\S+)\s*$/.exec(line)?.[1];
    if (name) current = name.replace(/^\.\//, '');
    else sections.set(current, [...(sections.get(current) ?? []), index]);
  });
  return new Map(
    [...sections].map(([file, kept]) => {
      const keep = new Set(kept);
      // A line the diff notation removes (`// [!code --]`) is left empty too: the file is the block's "after" code.
      const visibleLine = (/** @type {string} */ line, /** @type {number} */ index) => {
        const { removed, text } = codeNotationLine(line);
        return keep.has(index) && !removed ? text : '';
      };
      return [file, lines.map(visibleLine).join('\n')];
    }),
  );
}

/** Compiler options that an example's tsconfig.json may change for its files. */
const projectOptionNames = /** @type {const} */ ([
  'allowArbitraryExtensions',
  'experimentalDecorators',
  'emitDecoratorMetadata',
  'exactOptionalPropertyTypes',
  'isolatedDeclarations',
  'jsx',
  'jsxImportSource',
  'module',
  'moduleResolution',
  'noUncheckedIndexedAccess',
  'verbatimModuleSyntax',
]);

/**
 * The options of a project's tsconfig.json that differ from {@link compilerOptions} (among those listed above).
 * @param {string | undefined} text @param {string} dir @returns {ts.CompilerOptions}
 */
function projectOptions(text, dir) {
  const json = text === undefined ? undefined : ts.parseConfigFileTextToJson('tsconfig.json', text).config;
  const { options } = ts.convertCompilerOptionsFromJson(json?.compilerOptions ?? {}, dir);
  /** @type {Record<string, unknown>} */
  const changed = {};
  for (const name of projectOptionNames) {
    if (options[name] !== undefined && options[name] !== compilerOptions[name]) changed[name] = options[name];
  }
  return /** @type {ts.CompilerOptions} */ (changed);
}

/** Reads `compilerOptions.paths` from a tsconfig text. @param {string} text */
function pathsOf(text) {
  const parsed = ts.parseConfigFileTextToJson('tsconfig.json', text).config;
  return /** @type {Record<string, string[]> | undefined} */ (parsed?.compilerOptions?.paths);
}

/** The reference that every snippet already has through `compilerOptions.types`. */
const rslibTypesReference = /^\s*\/\/\/\s*<reference\s+types=["']@rslib\/core\/types["']\s*\/>\s*$/gm;

/**
 * Whether a file declares global types: a `.d.ts` script, a `declare module '…'` in a `.d.ts`, `declare global`, or
 * a types reference.
 * @param {string} file @param {string} text
 */
const declaresGlobals = (file, text) =>
  (/\.d\.[cm]?ts$/.test(file) && (!/^\s*(import|export)\b/m.test(text) || /\bdeclare\s+module\s+['"]/.test(text))) ||
  /\bdeclare\s+global\b|\/\/\/\s*<reference\s+types=/.test(text);

/**
 * Places the blocks in projects and builds the language services.
 * @param {Snippet[]} snippets
 */
export function createSnippetService(snippets) {
  /** @type {Map<string, Project>} */
  const byName = new Map();
  for (const snippet of snippets) {
    const name = `${snippet.page}#${snippet.example ?? `line-${snippet.line}`}`;
    // A second block with the same file in one example (a config before and after a change) stands alone.
    const key = byName.get(name)?.blocks.has(fileOf(snippet)) ? `${name}@${snippet.line}` : name;
    const project = byName.get(key) ?? {
      dir: '',
      fixture: undefined,
      page: snippet.page,
      example: snippet.example,
      blocks: new Map(),
    };
    project.blocks.set(fileOf(snippet), snippet);
    byName.set(key, project);
  }

  /** @type {Map<string, string>} Virtual files by absolute name. */
  const memory = new Map();
  /** @type {Map<string, Record<string, string[]>>} `paths` of each project folder. */
  const aliases = new Map();
  /** @type {Map<string, Snippet[]>} Every block that a virtual root file stands for (English and Chinese copies). */
  const locations = new Map();
  /** @type {Map<Snippet, string>} The main virtual file of each block. */
  const mainFile = new Map();
  /** @type {Map<Snippet, string>} The project folder of each block. */
  const dirOf = new Map();
  /** @type {Map<string, { project: Project, roots: string[] }>} */
  const projects = new Map();
  /** @type {Map<string, string>} Blocks' page sources, read once. */
  const pageText = new Map();
  const blocksOf = (/** @type {string} */ page) => {
    if (!pageText.has(page)) pageText.set(page, fs.readFileSync(path.join(repoRoot, page), 'utf8'));
    return extractCodeBlocks(pageText.get(page) ?? '');
  };

  for (const project of byName.values()) {
    // The example's other blocks (JSON, CSS, SVG, Vue…) and its fixture, as the harness writes them.
    /** @type {Map<string, string>} */
    const extra = new Map();
    if (project.example) {
      for (const block of blocksOf(project.page)) {
        const title = block.attrs.title;
        if (block.attrs.example !== project.example) continue;
        if (typeof block.attrs.fixture === 'string') project.fixture = block.attrs.fixture;
        if (typeof title !== 'string' || typeScriptLangs.includes(block.lang) || title.split('/').includes('..'))
          continue;
        extra.set(title, stripNotation(block.code, block.lang));
      }
    }
    const startFiles = startingPointFiles(exampleBase(project.fixture).start, pageLang(project.page));
    const content = JSON.stringify([
      project.fixture,
      [...startFiles],
      [...project.blocks].map(([f, s]) => [f, s.code]),
      [...extra],
    ]);
    project.dir = path.join(virtualRoot, digest(content));
    for (const [file, snippet] of project.blocks) {
      const fileName = path.join(project.dir, file);
      mainFile.set(snippet, fileName);
      dirOf.set(snippet, project.dir);
      locations.set(fileName, [...(locations.get(fileName) ?? []), snippet]);
    }
    if (projects.has(project.dir)) continue;
    /** @type {string[]} */
    const roots = [];
    for (const snippet of project.blocks.values()) {
      for (const [file, text] of blockFiles(snippet)) {
        const fileName = path.join(project.dir, file);
        memory.set(fileName, text);
        roots.push(fileName);
      }
    }
    for (const [title, code] of extra) {
      const fileName = path.join(project.dir, title);
      if (!memory.has(fileName)) memory.set(fileName, code);
      const paths = /(^|\/)tsconfig[\w.-]*\.json$/.test(title) ? pathsOf(code) : undefined;
      if (paths) aliases.set(project.dir, paths);
    }
    // Below the example's files: a hidden fixture's, then the files its starting point's section shows.
    const { hidden } = exampleBase(project.fixture);
    const dir = hidden === undefined ? undefined : path.join(assetsRoot, hidden);
    for (const file of dir && fs.existsSync(dir) ? fs.readdirSync(dir, { recursive: true, encoding: 'utf8' }) : []) {
      const fileName = path.join(project.dir, file);
      const source = path.join(dir ?? '', file);
      if (!memory.has(fileName) && fs.statSync(source).isFile()) memory.set(fileName, fs.readFileSync(source, 'utf8'));
    }
    for (const [file, code] of startFiles) {
      const fileName = path.join(project.dir, file);
      if (!memory.has(fileName)) memory.set(fileName, code);
    }
    projects.set(project.dir, { project, roots });
  }

  // Projects with the same global declarations and the same compiler options (from the tsconfig.json of the example
  // or its fixture) share a service; most projects have none of either and all share one.
  /** @type {Map<string, { options: ts.CompilerOptions, entries: { project: Project, roots: string[] }[] }>} */
  const byContext = new Map();
  for (const entry of projects.values()) {
    const globals = [...memory]
      .filter(([file, text]) => file.startsWith(`${entry.project.dir}${path.sep}`) && declaresGlobals(file, text))
      .map(([, text]) => text.replace(rslibTypesReference, '').trim())
      .filter(Boolean)
      .sort();
    const options = projectOptions(memory.get(path.join(entry.project.dir, 'tsconfig.json')), entry.project.dir);
    const key = JSON.stringify([globals, options]);
    const group = byContext.get(key) ?? { options, entries: [] };
    group.entries.push(entry);
    byContext.set(key, group);
  }
  const registry = ts.createDocumentRegistry();
  const groups = [...byContext.values()].map(({ options, entries }) => {
    const roots = entries.flatMap((p) => p.roots);
    return {
      roots: new Set(roots),
      service: createService(roots, { ...compilerOptions, ...options }, memory, aliases, registry),
    };
  });
  const groupOf = (/** @type {string} */ fileName) => groups.find((g) => g.roots.has(fileName));

  /** Every compiler error, at each page and line that shows the block. @returns {SnippetError[]} */
  function errors() {
    /** @type {SnippetError[]} */
    const found = [];
    const first = groups[0]?.service.getProgram();
    const shim = first?.getSourceFile(uninstalledModulesFile);
    for (const d of first && shim ? ts.getPreEmitDiagnostics(first, shim) : []) {
      found.push({
        page: path.relative(repoRoot, uninstalledModulesFile),
        line: lineOf(d) + 1,
        code: d.code,
        message: text(d),
        hidden: false,
      });
    }
    for (const [snippet, fileName] of mainFile) {
      if (locations.get(fileName)?.[0] !== snippet) continue;
      const program = groupOf(fileName)?.service.getProgram();
      if (!program) continue;
      const notation = readNotation(snippet.code);
      const diagnostics = [...blockFiles(snippet).keys()].flatMap((file) => {
        const source = program.getSourceFile(path.join(dirOf.get(snippet) ?? '', file));
        return source ? ts.getPreEmitDiagnostics(program, source) : [];
      });
      if (notation.noErrors) continue;
      /** @type {Omit<SnippetError, 'page'>[]} */
      const own = [];
      for (const d of diagnostics) {
        if (!notation.errors.includes(d.code)) {
          own.push({ line: lineOf(d), code: d.code, message: text(d), hidden: !notation.lines.includes(lineOf(d)) });
        }
      }
      const codes = new Set(diagnostics.map((d) => d.code));
      for (const code of notation.errors.filter((c) => !codes.has(c))) {
        own.push({
          line: -1,
          code,
          message: `\`// @errors: ${code}\` expects error TS${code}, which the block does not produce`,
          hidden: false,
        });
      }
      for (const where of locations.get(fileName) ?? []) {
        for (const e of own)
          found.push({ ...e, page: where.page, line: e.line < 0 ? where.line : where.line + 1 + e.line });
      }
    }
    return found;
  }

  /**
   * The types and doc comments of the names in the visible part of a block, with offsets in its visible text.
   * @param {Snippet} snippet @returns {TypeHintData | undefined}
   */
  function typeHints(snippet) {
    const fileName = mainFile.get(snippet);
    const service = fileName && groupOf(fileName)?.service;
    if (!fileName || !service) return undefined;
    // The lines the page shows: a diff's removed lines too (they have no names: the compiled file leaves them empty),
    // each without its marker (notation.mjs, shownText).
    const notation = readNotation(snippet.code, { keepCodeNotation: true });
    const lines = snippet.code.split('\n');
    /** @type {Map<number, number>} Offset in the visible text of each visible line. */
    const visibleStart = new Map();
    let offset = 0;
    for (const index of notation.lines) {
      visibleStart.set(index, offset);
      offset += codeNotationLine(lines[index] ?? '').text.length + 1;
    }
    /** @type {TypeHintData} */
    const data = { v: 1, h: [], i: [] };
    for (const file of blockFiles(snippet).keys()) {
      collectTypeHints(service, path.join(dirOf.get(snippet) ?? '', file), visibleStart, data);
    }
    data.h.sort((a, b) => a[0] - b[0]);
    return data;
  }

  return { errors, typeHints, snippets, options: compilerOptions, files: locations.size, services: groups.length };
}

/**
 * A language service over some virtual files; modules resolve from the repository's node_modules, and the `paths`
 * of a project's tsconfig block apply inside that project.
 * @param {string[]} roots @param {ts.CompilerOptions} options @param {Map<string, string>} memory
 * @param {Map<string, Record<string, string[]>>} aliases @param {ts.DocumentRegistry} registry
 */
function createService(roots, options, memory, aliases, registry) {
  const rootNames = [...roots, uninstalledModulesFile];
  const inVirtual = (/** @type {string} */ f) => f.startsWith(virtualRoot);
  /** @type {ts.ModuleResolutionHost} */
  const resolutionHost = {
    fileExists: (f) => memory.has(f) || (!inVirtual(f) && ts.sys.fileExists(f)),
    readFile: (f) => memory.get(f) ?? (inVirtual(f) ? undefined : ts.sys.readFile(f)),
    directoryExists: (d) => inVirtual(d) || ts.sys.directoryExists(d),
    realpath: ts.sys.realpath,
    getCurrentDirectory: () => repoRoot,
  };
  const cache = ts.createModuleResolutionCache(repoRoot, (f) => f, options);
  /** @type {ts.LanguageServiceHost} */
  const host = {
    getCompilationSettings: () => options,
    getScriptFileNames: () => rootNames,
    getScriptVersion: () => '1',
    getScriptSnapshot: (f) => {
      const content = resolutionHost.readFile(f);
      return content === undefined ? undefined : ts.ScriptSnapshot.fromString(content);
    },
    getCurrentDirectory: () => repoRoot,
    getDefaultLibFileName: (o) => ts.getDefaultLibFilePath(o),
    fileExists: resolutionHost.fileExists,
    readFile: resolutionHost.readFile,
    directoryExists: resolutionHost.directoryExists,
    realpath: ts.sys.realpath,
    getDirectories: ts.sys.getDirectories,
    resolveModuleNameLiterals(literals, containingFile, _redirect, resolutionOptions) {
      const dir = inVirtual(containingFile)
        ? path.join(virtualRoot, path.relative(virtualRoot, containingFile).split(path.sep)[0] ?? '')
        : undefined;
      const paths = dir ? aliases.get(dir) : undefined;
      return literals.map(({ text: specifier }) => {
        let name = specifier;
        for (const [pattern, [target] = []] of Object.entries(paths ?? {})) {
          if (!dir || !target) continue;
          const prefix = pattern.replace(/\*$/, '');
          if (pattern.endsWith('*') && specifier.startsWith(prefix)) {
            name = path.join(dir, target.replace(/\*$/, '') + specifier.slice(prefix.length));
          } else if (specifier === pattern) name = path.join(dir, target);
        }
        return ts.resolveModuleName(name, containingFile, resolutionOptions, resolutionHost, cache);
      });
    },
  };
  return ts.createLanguageService(host, registry);
}

/** @param {ts.Diagnostic} d */
const lineOf = (d) => (d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line : 0);
/** @param {ts.Diagnostic} d */
const text = (d) => ts.flattenDiagnosticMessageText(d.messageText, '\n');
