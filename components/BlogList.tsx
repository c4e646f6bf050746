import { useI18n, useLang, usePages, withBase } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import type { SiteI18n } from '../theme/i18n';
import { langOrDefault } from '../theme/site-model.mjs';
import styles from './BlogList.module.css';
import { blogFeeds, blogPosts, formatDate } from './blog';

/**
 * Lists the blog articles of the current language, newest first, with a link to the language's RSS feed. Each card
 * is `rp-not-doc`: its heading is a card title, not a section of the page with the doc headings' rule and spacing.
 */
export function BlogList() {
  const { pages } = usePages();
  const lang = useLang();
  const t = useI18n<SiteI18n>();
  const posts = blogPosts(pages, lang);
  const feed = withBase(blogFeeds[langOrDefault(lang)].path);
  return (
    <div className={styles.list}>
      {posts.map((post) => (
        <article key={post.routePath} className={`rp-not-doc ${styles.post}`}>
          <h2 className={styles.title}>
            <Link href={post.routePath}>{post.title}</Link>
          </h2>
          <p className={styles.date}>
            {t('blogPostedOn')} <time dateTime={post.date}>{formatDate(post.date, lang)}</time>
          </p>
          {post.description && <p className={styles.description}>{post.description}</p>}
          <Link href={post.routePath} className={styles.more}>
            {t('blogReadMore')} →
          </Link>
        </article>
      ))}
      <p className={styles.rss}>
        <a href={feed} type="application/rss+xml">
          {t('blogRssText')}
        </a>
      </p>
    </div>
  );
}
