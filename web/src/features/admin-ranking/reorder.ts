import type { Announcements, ScreenReaderInstructions, UniqueIdentifier } from '@dnd-kit/core';

/** A copy of the list with the item at `from` moved to `to` (both 0-based); out-of-range moves change nothing. */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const copy = [...items];
  if (from < 0 || from >= copy.length || to < 0 || to >= copy.length || from === to) return copy;
  const [moved] = copy.splice(from, 1);
  copy.splice(to, 0, moved as T);
  return copy;
}

export function isSameOrder(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, index) => id === b[index]);
}

/** How many tools stand on a different place than in the saved order. */
export function movedCount(saved: readonly string[], current: readonly string[]): number {
  return current.filter((id, index) => saved[index] !== id).length;
}

export const rankingScreenReaderInstructions: ScreenReaderInstructions = {
  draggable:
    'Aby przenieść narzędzie, naciśnij spację lub Enter. Strzałkami w górę i w dół zmieniaj jego miejsce, ' +
    'ponownie naciśnij spację lub Enter, aby je upuścić, albo Escape, aby anulować. Na końcu użyj przycisku „Zapisz kolejność”.',
};

/**
 * What a screen reader hears while a tool is dragged, in Polish. `order` returns the ids in their current order
 * (as shown), `nameOf` a tool's name; places are 1-based, as in the ranking.
 */
export function rankingAnnouncements(order: () => readonly string[], nameOf: (id: string) => string): Announcements {
  const place = (id: UniqueIdentifier) => order().indexOf(String(id)) + 1;
  const total = () => order().length;
  const name = (id: UniqueIdentifier) => nameOf(String(id));
  return {
    onDragStart: ({ active }) => `Podniesiono narzędzie ${name(active.id)} z miejsca ${place(active.id)} z ${total()}.`,
    // Over its own place (as right after pick-up) nothing changed: keep the previous announcement.
    onDragOver: ({ active, over }) =>
      !over
        ? `Narzędzie ${name(active.id)} jest poza listą.`
        : over.id === active.id
          ? undefined
          : `Narzędzie ${name(active.id)} jest teraz nad miejscem ${place(over.id)} z ${total()}.`,
    onDragEnd: ({ active, over }) =>
      over
        ? `Upuszczono narzędzie ${name(active.id)} na miejscu ${place(over.id)} z ${total()}. Zapisz kolejność, aby ją opublikować.`
        : `Upuszczono narzędzie ${name(active.id)} poza listą; zostaje na miejscu ${place(active.id)}.`,
    onDragCancel: ({ active }) => `Anulowano przenoszenie. Narzędzie ${name(active.id)} wraca na miejsce ${place(active.id)}.`,
  };
}
