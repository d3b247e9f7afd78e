import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

type GlossaryTermLinkProps = {
  slug: string;
  children: ReactNode;
  className?: string;
  rel?: string;
};

export function GlossaryTermLink({ slug, children, className, rel }: GlossaryTermLinkProps) {
  return (
    <Link to="/slownik-ai/$slug" params={{ slug }} className={className} rel={rel}>
      {children}
    </Link>
  );
}
