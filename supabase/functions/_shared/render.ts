// Mail and web-view rendering of the newsletter (Polish text, inline styles for mail clients).
import { marked } from 'npm:marked@18.2.1';
import sanitizeHtml from 'npm:sanitize-html@2.18.1';

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * An issue's Markdown as HTML, sanitised as the web view sanitises it (DOMPurify there): what Markdown and plain
 * formatting HTML make stays; script, event handlers, frames, forms, styles and javascript: links go. The mail and
 * the web view are made from the same result, so an issue cannot carry script to subscribers even if an admin's
 * account (or a pasted text) holds some.
 */
export function renderMarkdown(markdown: string): string {
  return sanitizeIssueHtml(marked.parse(markdown, { async: false, gfm: true }) as string);
}

/** The sanitising rules of renderMarkdown, for HTML stored earlier (idempotent). */
export function sanitizeIssueHtml(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [...sanitizeHtml.defaults.allowedTags, 'img', 'h1', 'h2', 'del', 'ins', 'sup', 'sub'],
    allowedAttributes: {
      a: ['href', 'title'],
      img: ['src', 'alt', 'title', 'width', 'height'],
      th: ['align', 'colspan', 'rowspan'],
      td: ['align', 'colspan', 'rowspan'],
      ol: ['start'],
    },
    allowedSchemes: ['http', 'https', 'mailto'],
    allowProtocolRelative: false,
  });
}

/** A plain-text alternative of rendered HTML: links kept as "text (url)", block ends as line breaks. */
export function htmlToText(html: string): string {
  return html
    .replace(/<a\s[^>]*href\s*=\s*"([^"]*)"[^>]*>([\s\S]*?)<\/a>/gi, (_all, href: string, label: string) => {
      const text = label.replace(/<[^>]+>/g, '').trim();
      return text && text !== href ? `${text} (${href})` : href;
    })
    .replace(/<(br|\/p|\/h[1-6]|\/li|\/div|\/tr|\/blockquote)\s*\/?>/gi, '\n')
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|amp|lt|gt|quot|nbsp);/g, (entity, name: string) =>
      name.startsWith('#')
        ? String.fromCharCode(Number(name.slice(1)))
        : ({ amp: '&', lt: '<', gt: '>', quot: '"', nbsp: ' ' }[name] ?? entity),
    )
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The common mail layout: brand, content, small footer. */
export function frame(title: string, content: string, footer: string): string {
  return `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${escapeHtml(title)}</title>
  </head>
  <body style="margin:0;padding:24px;background:#f5f3ff;font-family:Arial,Helvetica,sans-serif;color:#1f1b2e">
    <div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:12px;padding:32px;line-height:1.5">
      <p style="margin:0 0 24px;font-size:20px;font-weight:bold;color:#5b21b6">Obrazy AI</p>
      ${content}
      <p style="margin:32px 0 0;font-size:12px;color:#6b6880">${footer}</p>
    </div>
  </body>
</html>
`;
}

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

export function confirmationMail(options: { confirmUrl: string; siteUrl: string }): RenderedMail {
  const subject = 'Potwierdź zapis na newsletter Obrazy AI';
  const url = escapeHtml(options.confirmUrl);
  const html = frame(
    subject,
    `<h1 style="margin:0 0 16px;font-size:22px">Potwierdź zapis na newsletter</h1>
      <p style="margin:0 0 8px">Ktoś (mamy nadzieję, że Ty) zapisał ten adres na newsletter serwisu Obrazy AI. Kliknij przycisk, aby potwierdzić zapis.</p>
      <p style="margin:24px 0">
        <a href="${url}" style="display:inline-block;padding:12px 24px;background:#5b21b6;color:#ffffff;border-radius:8px;text-decoration:none;font-weight:bold">Potwierdzam zapis</a>
      </p>
      <p style="margin:0;font-size:13px;color:#6b6880">Link jest ważny przez 48 godzin. Jeśli przycisk nie działa, skopiuj ten adres do przeglądarki:<br />${url}</p>`,
    `Jeśli to nie Ty, zignoruj tę wiadomość — bez potwierdzenia nie wyślemy Ci nic więcej. <a href="${escapeHtml(options.siteUrl)}" style="color:#6b6880">Obrazy AI</a>`,
  );
  const text = [
    'Potwierdź zapis na newsletter Obrazy AI',
    '',
    'Ktoś (mamy nadzieję, że Ty) zapisał ten adres na newsletter serwisu Obrazy AI.',
    'Aby potwierdzić zapis, otwórz ten link (ważny przez 48 godzin):',
    options.confirmUrl,
    '',
    'Jeśli to nie Ty, zignoruj tę wiadomość — bez potwierdzenia nie wyślemy Ci nic więcej.',
  ].join('\n');
  return { subject, html, text };
}

export type IssueLayout = 'newsletter' | 'newsletter2';

export interface IssueMailOptions {
  subject: string;
  bodyHtml: string;
  webViewUrl: string;
  unsubscribeUrl: string;
  siteUrl: string;
  /** The issue's layout, as its web view and the admin's preview show it (classic card or magazine masthead). */
  layout?: IssueLayout;
  /** The date the issue went out, shown under the subject as on the web view. */
  date?: Date;
}

const issueDateFormat = new Intl.DateTimeFormat('pl-PL', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Warsaw' });

/**
 * Pictures of the body as a mail client needs them: absolute URLs (a path like "/obrazek.webp" means the site's, a
 * bare path or `//host` nothing a mail client can load) and an `alt` on every image (empty when the editor gave none).
 */
export function mailReadyImages(html: string, siteUrl: string): string {
  return html.replace(/<img\b[^>]*>/gi, (tag) => {
    let out = tag.replace(/\ssrc="([^"]*)"/i, (_all, src: string) => {
      if (/^https?:\/\//i.test(src)) return ` src="${src}"`;
      if (src.startsWith('/') && !src.startsWith('//')) return ` src="${siteUrl}${src}"`;
      return ' src=""';
    });
    if (!/\salt="/i.test(out)) out = out.replace(/^<img/i, '<img alt=""');
    return out;
  });
}

/**
 * An issue as a mail, in the layout the admin chose: `newsletter` is the classic narrow card under the brand line,
 * `newsletter2` the magazine with a coloured masthead holding the subject, the same parts and words as the web view
 * (web/src/layouts/newsletter-layout.tsx, newsletter2-layout.tsx), in table-free inline styles mail clients render.
 */
export function issueMail(options: IssueMailOptions): RenderedMail {
  const layout = options.layout ?? 'newsletter';
  const site = escapeHtml(options.siteUrl);
  const subject = escapeHtml(options.subject);
  const date = options.date ? escapeHtml(issueDateFormat.format(options.date)) : '';
  const body = mailReadyImages(options.bodyHtml, options.siteUrl);
  const footer =
    `Otrzymujesz tę wiadomość, bo zapisałeś(-aś) się na newsletter serwisu <a href="${site}" style="color:#6b6880">Obrazy AI</a>. ` +
    `<a href="${escapeHtml(options.webViewUrl)}" style="color:#6b6880">Zobacz w przeglądarce</a> · ` +
    `<a href="${escapeHtml(options.unsubscribeUrl)}" style="color:#6b6880">Wypisz się z newslettera</a>`;
  const document = (bodyStyle: string, content: string) => `<!doctype html>
<html lang="pl">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${subject}</title>
  </head>
  <body style="margin:0;${bodyStyle};font-family:Arial,Helvetica,sans-serif;color:#1f1b2e" data-layout="${layout}">
    ${content}
  </body>
</html>
`;
  const card = (style: string, header: string) => `<div style="max-width:600px;${style};background:#ffffff;border-radius:12px;padding:32px;line-height:1.5">
      ${header}${body}
      <p style="margin:32px 0 0;font-size:12px;color:#6b6880">${footer}</p>
    </div>`;
  const html =
    layout === 'newsletter2'
      ? document(
          'padding:0;background:#faf7ff',
          `<div style="padding:40px 16px 64px;text-align:center;color:#ffffff;background:#4c2a9e;background-image:linear-gradient(135deg,#3b2a8c,#6d28d9)">
      <p style="margin:0 0 12px;font-size:14px"><a href="${site}" style="color:#ffffff">Obrazy AI</a> — magazyn o generowaniu obrazów</p>
      <h1 style="margin:0;font-size:28px;line-height:1.25;color:#ffffff">${subject}</h1>
      ${date ? `<p style="margin:12px 0 0;color:#ede9fe">${date}</p>` : ''}
    </div>
    ${card('margin:-40px auto 0', '')}`,
        )
      : document(
          'padding:24px;background:#f5f3ff',
          card(
            'margin:0 auto',
            `<p style="margin:0 0 8px;font-size:14px;color:#5b21b6"><a href="${site}" style="color:#5b21b6;font-weight:bold">Obrazy AI</a> · newsletter</p>
      ${date ? `<p style="margin:0 0 8px;font-size:13px;color:#6b6880">${date}</p>` : ''}
      <h1 style="margin:0 0 24px;font-size:26px;line-height:1.25">${subject}</h1>
      `,
          ),
        );
  const text = [
    layout === 'newsletter2' ? 'Obrazy AI — magazyn o generowaniu obrazów' : 'Obrazy AI · newsletter',
    ...(date ? [issueDateFormat.format(options.date!)] : []),
    '',
    options.subject,
    '',
    htmlToText(body),
    '',
    '--',
    'Otrzymujesz tę wiadomość, bo zapisałeś(-aś) się na newsletter serwisu Obrazy AI.',
    `Zobacz w przeglądarce: ${options.webViewUrl}`,
    `Wypisz się z newslettera: ${options.unsubscribeUrl}`,
  ].join('\n');
  return { subject: options.subject, html, text };
}
