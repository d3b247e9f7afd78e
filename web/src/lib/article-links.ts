/** Articles live under /post/<slug> or /midjourney/<slug> depending on their section. */
export function articleLink(section: string, slug: string) {
  const to = section === 'midjourney' ? '/midjourney/$slug' : '/post/$slug';
  return { to, params: { slug } } as const;
}
