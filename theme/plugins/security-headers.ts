import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** `connectSrc`: more origins to fetch from (hosted search); `runtimeStyles`: `<style>` texts inserted at run time. */
type SecurityHeadersOptions = { connectSrc?: string[]; runtimeStyles?: string[] };

/** The text of every inline element `tag` (`script` or `style`) in an HTML document, as the browser hashes it. */
export const inlineContents = (html: string, tag: 'script' | 'style'): string[] =>
  [...html.matchAll(new RegExp(`<${tag}\\b([^>]*)>([\\s\\S]*?)</${tag}>`, 'gi'))]
    // External scripts need no hash, and JSON data blocks are never run.
    .filter((m) => tag !== 'script' || !/\ssrc\s*=|type\s*=\s*["']?application\/(ld\+)?json/i.test(m[1] ?? ''))
    .map((m) => m[2] ?? '');

export const cspHash = (content: string) =>
  `'sha256-${crypto.createHash('sha256').update(content, 'utf8').digest('base64')}'`;

/**
 * A `_headers` file (Netlify and Cloudflare Pages syntax) for the pages in `htmlSources`, hosted under `base`. Its
 * Content-Security-Policy allows the site's own files and, by hash, the exact inline scripts and `<style>` elements it
 * ships; style attributes are allowed (React and the theme set them), everything else is off.
 */
export function headersFile(htmlSources: string[], options: SecurityHeadersOptions = {}, base = '/'): string {
  const hashes = (texts: string[]) => [...new Set(texts.map(cspHash))].sort().join(' ');
  const inline = (tag: 'script' | 'style') => htmlSources.flatMap((html) => inlineContents(html, tag));
  const csp = [
    "default-src 'self'",
    `script-src 'self' ${hashes(inline('script'))}`.trim(),
    `style-src-elem 'self' ${hashes([...inline('style'), ...(options.runtimeStyles ?? [])])}`.trim(),
    "style-src-attr 'unsafe-inline'",
    "img-src 'self' data:",
    `connect-src 'self' ${(options.connectSrc ?? []).join(' ')}`.trim(),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
  return `# Written by theme/plugins/security-headers.ts after each build; hosts that read _headers apply it.
${base}*
  Content-Security-Policy: ${csp}
  X-Content-Type-Options: nosniff
  X-Frame-Options: DENY
  Referrer-Policy: strict-origin-when-cross-origin
  Permissions-Policy: camera=(), microphone=(), geolocation=(), payment=(), usb=()
  Cross-Origin-Opener-Policy: same-origin
${base}static/*
  Cache-Control: public, max-age=31536000, immutable
`;
}

/** Writes `_headers` ({@link headersFile}) into the output of each production build, from its HTML files. */
export const pluginSecurityHeaders = (options: SecurityHeadersOptions = {}): RspressPlugin => ({
  name: 'rslib-docs-security-headers',
  afterBuild(config, isProd) {
    if (!isProd) return;
    const outDir = path.resolve(config.outDir ?? 'doc_build');
    const sources = fs
      .readdirSync(outDir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile() && e.name.endsWith('.html'))
      .map((e) => fs.readFileSync(path.join(e.parentPath, e.name), 'utf8'));
    fs.writeFileSync(path.join(outDir, '_headers'), headersFile(sources, options, config.base ?? '/'));
  },
});
