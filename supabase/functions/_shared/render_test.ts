import assert from 'node:assert/strict';
import { confirmationMail, escapeHtml, htmlToText, issueMail, mailReadyImages, renderMarkdown } from './render.ts';

Deno.test('Markdown renders to HTML with headings, emphasis, links and lists', () => {
  const html = renderMarkdown('# Nowości\n\n**Midjourney** ma [nową wersję](https://example.com/v8).\n\n- jeden\n- dwa\n');
  assert.match(html, /<h1[^>]*>Nowości<\/h1>/);
  assert.match(html, /<strong>Midjourney<\/strong>/);
  assert.match(html, /<a href="https:\/\/example.com\/v8">nową wersję<\/a>/);
  assert.match(html, /<li>dwa<\/li>/);
});

Deno.test('raw HTML in an issue is sanitised as the web view does: no script, handlers, frames or javascript: links', () => {
  const html = renderMarkdown(
    [
      '# Wydanie',
      '<script>alert(document.cookie)</script>',
      '<img src="https://example.com/a.png" alt="obraz" onerror="alert(1)">',
      '[kliknij](javascript:alert(1)) i [strona](https://obrazy-ai.pl)',
      '<iframe src="https://evil.example"></iframe><form action="https://evil.example"><input name="x"></form>',
      '<p style="background:url(javascript:alert(1))" onclick="alert(1)">tekst</p>',
    ].join('\n\n'),
  );
  for (const forbidden of ['<script', 'onerror', 'onclick', 'javascript:', '<iframe', '<form', '<input', 'style=']) {
    assert.ok(!html.includes(forbidden), `${forbidden} in ${html}`);
  }
  assert.match(html, /<img src="https:\/\/example.com\/a.png" alt="obraz" \/?>/);
  assert.match(html, /<a href="https:\/\/obrazy-ai.pl">strona<\/a>/);
  assert.match(html, /<h1>Wydanie<\/h1>/);
});

Deno.test('escapeHtml neutralises markup and quotes', () => {
  assert.equal(escapeHtml(`<a href="x">'&'</a>`), '&#60;a href=&#34;x&#34;&#62;&#39;&#38;&#39;&#60;/a&#62;');
});

Deno.test('the confirmation mail is Polish, links the verify URL (escaped) in HTML and text', () => {
  const url = 'http://127.0.0.1:3000/newsletter/verify?token=abc&x=1';
  const mail = confirmationMail({ confirmUrl: url, siteUrl: 'http://127.0.0.1:3000' });
  assert.equal(mail.subject, 'Potwierdź zapis na newsletter Obrazy AI');
  assert.ok(mail.html.includes('href="http://127.0.0.1:3000/newsletter/verify?token=abc&#38;x=1"'));
  assert.ok(mail.html.includes('lang="pl"'));
  assert.ok(mail.text.includes(url));
  assert.match(mail.text, /48 godzin/);
});

Deno.test('an issue mail wraps the body with web-view and unsubscribe links; the text part keeps links', () => {
  const mail = issueMail({
    subject: 'Wydanie <1>',
    bodyHtml: renderMarkdown('Cześć! Zobacz [ranking](https://example.com/ranking).'),
    webViewUrl: 'https://example.com/newsletter/TOKEN',
    unsubscribeUrl: 'https://example.com/newsletter/unsubscribe?token=U',
    siteUrl: 'https://example.com',
  });
  assert.ok(mail.html.includes('<title>Wydanie &#60;1&#62;</title>'));
  assert.ok(mail.html.includes('href="https://example.com/newsletter/unsubscribe?token=U"'));
  assert.ok(mail.html.includes('Zobacz w przeglądarce'));
  assert.ok(mail.text.includes('Cześć! Zobacz ranking (https://example.com/ranking).'));
  assert.ok(mail.text.includes('Wypisz się z newslettera: https://example.com/newsletter/unsubscribe?token=U'));
});

Deno.test('htmlToText turns lists and entities into readable text', () => {
  assert.equal(htmlToText('<p>A &amp; B</p><ul><li>jeden</li><li>dwa</li></ul>'), 'A & B\n- jeden\n- dwa');
});

Deno.test('the mail follows the issue layout: classic card under the brand line, or the magazine masthead', () => {
  const options = {
    subject: 'Nowości w Midjourney',
    bodyHtml: '<p>Treść wydania.</p>',
    webViewUrl: 'https://example.com/newsletter/T',
    unsubscribeUrl: 'https://example.com/newsletter/unsubscribe?token=U',
    siteUrl: 'https://example.com',
    date: new Date('2026-11-25T10:00:00Z'),
  };
  const classic = issueMail({ ...options, layout: 'newsletter' });
  assert.ok(classic.html.includes('data-layout="newsletter"'));
  assert.ok(classic.html.includes('Obrazy AI</a> · newsletter'));
  assert.ok(classic.html.includes('25 listopada 2026'));
  assert.ok(classic.text.startsWith('Obrazy AI · newsletter\n25 listopada 2026\n\nNowości w Midjourney'));
  const magazine = issueMail({ ...options, layout: 'newsletter2' });
  assert.ok(magazine.html.includes('data-layout="newsletter2"'));
  assert.ok(magazine.html.includes('— magazyn o generowaniu obrazów'));
  assert.ok(magazine.html.includes('linear-gradient(135deg,#3b2a8c,#6d28d9)'));
  assert.ok(!magazine.html.includes('· newsletter</p>'));
});

Deno.test('pictures in a mail have absolute addresses and alt text', () => {
  const html = mailReadyImages(
    '<p><img src="/storage/v1/object/public/media/a.webp" alt="Wykres"><img src="https://cdn.example/b.png"><img src="//evil.example/c.png" alt="x"><img src="wzgledny.png"></p>',
    'https://obrazy.example',
  );
  assert.ok(html.includes('<img src="https://obrazy.example/storage/v1/object/public/media/a.webp" alt="Wykres">'));
  assert.ok(html.includes('<img alt="" src="https://cdn.example/b.png">'));
  assert.ok(html.includes('<img src="" alt="x">'));
  assert.ok(html.includes('<img alt="" src="">'));
});
