import { PageCover } from '../../../components/page-cover';

/** The cover at the top of an article: the page's main image. */
export function ArticleCover({ path, alt }: { path: string; alt: string }) {
  return <PageCover path={path} alt={alt} testId="post-cover" />;
}
