import type { PublicRoute } from './routes.ts';

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** sitemap.xml (sitemaps.org 0.9) of the pages marked for it, with absolute URLs on the site's public origin. */
export function sitemapXml(routes: PublicRoute[], siteUrl: string): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const entries = routes
    .filter((route) => route.inSitemap)
    .map((route) => {
      const location = `    <loc>${escapeXml(`${origin}${encodeURI(route.path)}`)}</loc>`;
      const lastModified = route.lastModified ? `\n    <lastmod>${escapeXml(new Date(route.lastModified).toISOString())}</lastmod>` : '';
      return `  <url>\n${location}${lastModified}\n  </url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled, private pages not; names the sitemap. */
export function robotsTxt(siteUrl: string, privatePaths: string[]): string {
  const origin = siteUrl.replace(/\/+$/, '');
  const disallow = privatePaths.map((prefix) => `Disallow: ${prefix}`).join('\n');
  return `User-agent: *\nAllow: /\n${disallow}\n\nSitemap: ${origin}/sitemap.xml\n`;
}
