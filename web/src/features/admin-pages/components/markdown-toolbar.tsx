import type { KeyboardEvent, RefObject } from 'react';
import { Icon, type IconName } from '../../../components/icon';
import { applyMarkdown, type MarkdownAction } from '../markdown-edit';

const buttons: { action: MarkdownAction; label: string; icon: IconName; keys?: string }[] = [
  { action: 'bold', label: 'Pogrubienie', icon: 'lucide:bold', keys: 'Ctrl+B' },
  { action: 'italic', label: 'Kursywa', icon: 'lucide:italic', keys: 'Ctrl+I' },
  { action: 'heading', label: 'Nagłówek', icon: 'lucide:heading-2' },
  { action: 'list', label: 'Lista', icon: 'lucide:list' },
  { action: 'quote', label: 'Cytat', icon: 'lucide:text-quote' },
  { action: 'link', label: 'Link', icon: 'lucide:link', keys: 'Ctrl+K' },
  { action: 'image', label: 'Obraz', icon: 'lucide:image' },
];

type MarkdownToolbarProps = {
  /** The Markdown field the toolbar formats. */
  target: RefObject<HTMLTextAreaElement | null>;
  targetId: string;
  onChange: (value: string) => void;
  /** Opens the media library for the image button; without it, the button inserts an image with an address to type. */
  onImage?: () => void;
};

/**
 * Applies an action to the field's selection and puts the cursor where the writer continues, at once: keys typed
 * right after the click or shortcut land there (with the selection set a frame later, fast typing on a busy machine
 * went to the end of the text first). The state follows with the same value, so React leaves the field as it is.
 */
export function formatField(field: HTMLTextAreaElement, action: MarkdownAction, onChange: (value: string) => void): void {
  const result = applyMarkdown({ value: field.value, selectionStart: field.selectionStart, selectionEnd: field.selectionEnd }, action);
  field.value = result.value;
  field.focus();
  field.setSelectionRange(result.selectionStart, result.selectionEnd);
  onChange(result.value);
}

/** Ctrl/⌘+B, I and K in the field, as in any editor. */
export function formattingShortcut(event: KeyboardEvent<HTMLTextAreaElement>, onChange: (value: string) => void): void {
  if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
  const action = ({ b: 'bold', i: 'italic', k: 'link' } as const)[event.key.toLowerCase() as 'b' | 'i' | 'k'];
  if (!action) return;
  event.preventDefault();
  formatField(event.currentTarget, action, onChange);
}

/** Bold, italic, heading, list, quote, link and image for the article's Markdown, one click or shortcut each. */
export function MarkdownToolbar({ target, targetId, onChange, onImage }: MarkdownToolbarProps) {
  return (
    <div className="markdown-toolbar" role="toolbar" aria-label="Formatowanie treści" aria-controls={targetId}>
      {buttons.map((button) => (
        <button
          key={button.action}
          type="button"
          className="markdown-toolbar__button"
          aria-label={button.label}
          aria-haspopup={button.action === 'image' && onImage ? 'dialog' : undefined}
          title={
            button.action === 'image' && onImage
              ? 'Obraz z biblioteki mediów'
              : button.keys
                ? `${button.label} (${button.keys})`
                : button.label
          }
          // Keeps the selection in the field while the button is pressed.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => {
            if (button.action === 'image' && onImage) onImage();
            else if (target.current) formatField(target.current, button.action, onChange);
          }}
        >
          <Icon name={button.icon} size="1.125rem" />
        </button>
      ))}
    </div>
  );
}
