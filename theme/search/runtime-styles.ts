/**
 * Inline `<style>` texts the search dialog puts on the page at run time, so they are not in the built HTML the
 * security-headers plugin reads. DocSearch 3.9.0 draws the Algolia logo in its footer as an SVG with this style
 * element; the logo is hidden in local mode but still rendered. `tests/e2e/security-headers.spec.ts` fails when a
 * DocSearch upgrade changes it.
 */
export const searchRuntimeStyles = ['.cls-1,.cls-2{fill:#003dff;}.cls-2{fill-rule:evenodd;}'];
