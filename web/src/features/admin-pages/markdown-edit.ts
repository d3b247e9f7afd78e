// The formatting toolbar of the article editor: each action changes the Markdown around the selection the way a
// writer expects (wrap it, or prefix the lines it touches) and says what to select afterwards.

export const markdownActions = ['bold', 'italic', 'heading', 'list', 'quote', 'link', 'image'] as const;
export type MarkdownAction = (typeof markdownActions)[number];

export type TextEdit = { value: string; selectionStart: number; selectionEnd: number };

const placeholders: Record<MarkdownAction, string> = {
  bold: 'pogrubiony tekst',
  italic: 'kursywa',
  heading: 'Nagłówek',
  list: 'punkt listy',
  quote: 'cytat',
  link: 'tekst linku',
  image: 'opis obrazka',
};

/** Wraps the selection (or a selected placeholder) in `before`/`after`; wrapping twice unwraps. */
function wrap(edit: TextEdit, before: string, after: string, placeholder: string): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const selected = value.slice(start, end);
  if (value.slice(start - before.length, start) === before && value.slice(end, end + after.length) === after) {
    return {
      value: value.slice(0, start - before.length) + selected + value.slice(end + after.length),
      selectionStart: start - before.length,
      selectionEnd: end - before.length,
    };
  }
  const text = selected || placeholder;
  return {
    value: value.slice(0, start) + before + text + after + value.slice(end),
    selectionStart: start + before.length,
    selectionEnd: start + before.length + text.length,
  };
}

/** Puts `prefix` before every line the selection touches (or takes it away when all of them have it). */
function prefixLines(edit: TextEdit, prefix: string, placeholder: string): TextEdit {
  const { value, selectionStart: start, selectionEnd: end } = edit;
  const lineStart = value.lastIndexOf('\n', start - 1) + 1;
  const nextBreak = value.indexOf('\n', end);
  const lineEnd = nextBreak === -1 ? value.length : nextBreak;
  const block = value.slice(lineStart, lineEnd);
  if (block === '') {
    const inserted = prefix + placeholder;
    return {
      value: value.slice(0, lineStart) + inserted + value.slice(lineEnd),
      selectionStart: lineStart + prefix.length,
      selectionEnd: lineStart + inserted.length,
    };
  }
  const lines = block.split('\n');
  const all = lines.every((line) => line.startsWith(prefix));
  const changed = lines.map((line) => (all ? line.slice(prefix.length) : line.startsWith(prefix) ? line : prefix + line)).join('\n');
  return {
    value: value.slice(0, lineStart) + changed + value.slice(lineEnd),
    selectionStart: lineStart,
    selectionEnd: lineStart + changed.length,
  };
}

export function applyMarkdown(edit: TextEdit, action: MarkdownAction): TextEdit {
  const placeholder = placeholders[action];
  switch (action) {
    case 'bold':
      return wrap(edit, '**', '**', placeholder);
    case 'italic':
      return wrap(edit, '_', '_', placeholder);
    case 'heading':
      return prefixLines(edit, '## ', placeholder);
    case 'list':
      return prefixLines(edit, '- ', placeholder);
    case 'quote':
      return prefixLines(edit, '> ', placeholder);
    case 'link':
    case 'image': {
      const marker = action === 'image' ? '![' : '[';
      const selected = edit.value.slice(edit.selectionStart, edit.selectionEnd);
      const text = selected || placeholder;
      const url = 'https://';
      const inserted = `${marker}${text}](${url})`;
      const urlStart = edit.selectionStart + marker.length + text.length + 2;
      // The address is what is left to type: it is selected.
      return {
        value: edit.value.slice(0, edit.selectionStart) + inserted + edit.value.slice(edit.selectionEnd),
        selectionStart: urlStart,
        selectionEnd: urlStart + url.length,
      };
    }
  }
}
