// Serves the production build (`doc_build`) on loopback, like a clean-URL static host.
// Usage: node scripts/serve.mjs [--port 4173] [--root doc_build] [--headers]
// --headers applies the build's `_headers` file (security headers and caching), as Netlify or Cloudflare Pages do.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from './lib/paths.mjs';
import { serve } from './lib/static-server.mjs';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '4173' },
    root: { type: 'string', default: 'doc_build' },
    headers: { type: 'boolean', default: false },
  },
});
const root = path.resolve(repoRoot, values.root ?? 'doc_build');
const port = Number(values.port);
await serve({ root, port, headers: values.headers });
console.log(`Serving ${path.relative(repoRoot, root)} at http://127.0.0.1:${port}/`);
