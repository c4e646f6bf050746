// The Twoslash notation of code blocks lives with the site that renders it: theme/lib/notation.mjs.
export * from '../../theme/lib/notation.mjs';
