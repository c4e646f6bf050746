// Serves the production build (`doc_build`) on loopback, like a clean-URL static host.
// Usage: node scripts/serve.mjs [--port 4173] [--root doc_build] [--headers] [--base /docs/]
// --headers applies the build's `_headers` file (security headers and caching), as Netlify or Cloudflare Pages do.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { normalizeBasePath } from '../theme/site-model.mjs';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    root: { type: 'string', default: 'doc_build' },
    headers: { type: 'boolean', default: false },
    // Where the build is mounted: the BASE_PATH it was built with (by default the same variable, else `/`).
    base: { type: 'string', default: process.env.BASE_PATH ?? '/' },
  },
});
const root = path.resolve(repoRoot, values.root ?? 'doc_build');
const port = Number(values.port);
const base = normalizeBasePath(values.base);
await serve({ root, port, headers: values.headers, base });
console.log(`Serving ${path.relative(repoRoot, root)} at http://127.0.0.1:${port}${base}`);
