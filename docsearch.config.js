// Algolia Crawler configuration for DocSearch (the hosted search mode). Algolia runs it, not this repository:
// paste the default export into the Crawler editor as `new Crawler({ ... })`, replacing the selector constants
// by their values, and fill in the app ID and the crawler API key there (never commit keys).
// The selectors match the HTML Rspress 2 writes for this site (checked by tests/e2e/docsearch-config.spec.ts
// against the built pages, with JavaScript off as the crawler sees them). Each record gets a `lang` attribute
// (`en` or `zh`, from `<html lang>`), a facet, so the search box filters with `facetFilters: ['lang:zh']`.

/** Where the documentation of a page sits: headings of the article, and the section from the top navigation. */
const content = '.rp-doc-layout__doc .rp-doc';

/** The hierarchy (`lvl0`–`lvl6`) and text (`content`) of a DocSearch record, as CSS selectors. */
export const docsearchSelectors = {
  lvl0: { selectors: '.rp-nav-menu__item--active > a', defaultValue: 'Documentation' },
  lvl1: `${content} h1`,
  lvl2: `${content} h2`,
  lvl3: `${content} h3`,
  lvl4: `${content} h4`,
  lvl5: `${content} h5`,
  lvl6: `${content} h6`,
  content: `${content} p, ${content} li, ${content} td`,
};

/** Parts of a page removed before extraction: heading anchors (`#`), copy buttons, the "copy as Markdown" menu. */
export const excludedSelectors = ['.rp-header-anchor', '.rp-not-doc', '.rp-code-button-group', '.rp-llms-container'];

/** The site's origin and the Algolia index the crawler fills. */
const site = 'https://rslib.rs';
const indexName = 'rslib';

export default {
  appId: 'YOUR_APP_ID',
  apiKey: 'YOUR_CRAWLER_API_KEY',
  rateLimit: 8,
  maxDepth: 10,
  startUrls: [`${site}/`, `${site}/zh/`],
  sitemaps: [],
  renderJavaScript: false,
  ignoreCanonicalTo: false,
  discoveryPatterns: [`${site}/**`],
  exclusionPatterns: [`${site}/**/*.md`, `${site}/llms*.txt`, `${site}/rss/**`],
  schedule: 'every 1 day',
  actions: [
    {
      indexName,
      pathsToMatch: [`${site}/**`],
      /** @param {{ $: any, helpers: any }} page */
      recordExtractor: ({ $, helpers }) => {
        $(excludedSelectors.join(', ')).remove();
        const lang = $('html').attr('lang') === 'zh' ? 'zh' : 'en';
        return helpers.docsearch({
          recordProps: { ...docsearchSelectors, lang: { selectors: '', defaultValue: [lang] } },
          aggregateContent: true,
          recordVersion: 'v3',
        });
      },
    },
  ],
  initialIndexSettings: {
    [indexName]: {
      attributesForFaceting: ['type', 'lang'],
      attributesToRetrieve: ['hierarchy', 'content', 'anchor', 'url', 'url_without_anchor', 'type'],
      attributesToHighlight: ['hierarchy', 'content'],
      attributesToSnippet: ['content:10'],
      camelCaseAttributes: ['hierarchy', 'content'],
      searchableAttributes: [
        'unordered(hierarchy.lvl0)',
        'unordered(hierarchy.lvl1)',
        'unordered(hierarchy.lvl2)',
        'unordered(hierarchy.lvl3)',
        'unordered(hierarchy.lvl4)',
        'unordered(hierarchy.lvl5)',
        'unordered(hierarchy.lvl6)',
        'content',
      ],
      distinct: true,
      attributeForDistinct: 'url',
      customRanking: ['desc(weight.pageRank)', 'desc(weight.level)', 'asc(weight.position)'],
      ranking: ['words', 'filters', 'typo', 'attribute', 'proximity', 'exact', 'custom'],
      highlightPreTag: '<span class="algolia-docsearch-suggestion--highlight">',
      highlightPostTag: '</span>',
      minWordSizefor1Typo: 3,
      minWordSizefor2Typos: 7,
      allowTyposOnNumericTokens: false,
      minProximity: 1,
      ignorePlurals: true,
      advancedSyntax: true,
      attributeCriteriaComputedByMinProximity: true,
      removeWordsIfNoResults: 'allOptional',
      separatorsToIndex: '_',
    },
  },
};
