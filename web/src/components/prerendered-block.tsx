import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { blockAttribute, blockKey, prerenderedBlock } from '../lib/prerendered-blocks';

type PrerenderedBlockProps<Tag extends 'article' | 'section' | 'div' | 'li' | 'tr'> = {
  as: Tag;
  /** The kind of block (a card, a row…): blocks of different kinds showing the same data are told apart. */
  kind: string;
  /** Everything the children show (JSON-serialisable): the block is reused only when it is what the page showed. */
  shows: unknown;
  children: ReactNode;
} & Omit<ComponentPropsWithoutRef<Tag>, 'children' | 'dangerouslySetInnerHTML'>;

/**
 * An element whose children are static (no state, no handlers): over a prerendered page that showed the same content,
 * the takeover keeps the page's HTML of them (lib/prerendered-blocks.ts) instead of rendering them again.
 */
export function PrerenderedBlock<Tag extends 'article' | 'section' | 'div' | 'li' | 'tr'>({
  as,
  kind,
  shows,
  children,
  ...attributes
}: PrerenderedBlockProps<Tag>) {
  const Element = as as 'div';
  const key = blockKey([kind, shows]);
  const html = prerenderedBlock(key);
  const named = { ...(attributes as ComponentPropsWithoutRef<'div'>), [blockAttribute]: key };
  return html === undefined ? <Element {...named}>{children}</Element> : <Element {...named} dangerouslySetInnerHTML={{ __html: html }} />;
}
