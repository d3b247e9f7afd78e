import { describe, expect, test } from 'vitest';
import type { Active, Over } from '@dnd-kit/core';
import { isSameOrder, moveItem, movedCount, rankingAnnouncements } from './reorder';

test('moveItem moves one item and leaves the input alone', () => {
  const list = ['a', 'b', 'c', 'd'];
  expect(moveItem(list, 0, 2)).toEqual(['b', 'c', 'a', 'd']);
  expect(moveItem(list, 3, 0)).toEqual(['d', 'a', 'b', 'c']);
  expect(moveItem(list, 1, 1)).toEqual(list);
  expect(moveItem(list, 1, 9)).toEqual(list);
  expect(moveItem(list, -1, 0)).toEqual(list);
  expect(list).toEqual(['a', 'b', 'c', 'd']);
});

test('isSameOrder and movedCount', () => {
  expect(isSameOrder(['a', 'b'], ['a', 'b'])).toBe(true);
  expect(isSameOrder(['a', 'b'], ['b', 'a'])).toBe(false);
  expect(isSameOrder(['a'], ['a', 'b'])).toBe(false);
  expect(movedCount(['a', 'b', 'c', 'd'], ['b', 'a', 'c', 'd'])).toBe(2);
  expect(movedCount(['a', 'b'], ['a', 'b'])).toBe(0);
});

describe('rankingAnnouncements', () => {
  const order = ['midjourney', 'flux', 'firefly'];
  const names: Record<string, string> = { midjourney: 'Midjourney', flux: 'Flux', firefly: 'Adobe Firefly' };
  const announce = rankingAnnouncements(
    () => order,
    (id) => names[id]!,
  );
  const active = (id: string) => ({ id }) as unknown as Active;
  const over = (id: string) => ({ id }) as unknown as Over;

  test('speaks Polish with 1-based places out of the total', () => {
    expect(announce.onDragStart({ active: active('flux') })).toBe('Podniesiono narzędzie Flux z miejsca 2 z 3.');
    expect(announce.onDragOver({ active: active('flux'), over: over('midjourney') })).toBe('Narzędzie Flux jest teraz nad miejscem 1 z 3.');
    expect(announce.onDragEnd({ active: active('flux'), over: over('firefly') })).toBe(
      'Upuszczono narzędzie Flux na miejscu 3 z 3. Zapisz kolejność, aby ją opublikować.',
    );
    expect(announce.onDragCancel({ active: active('firefly'), over: null })).toBe(
      'Anulowano przenoszenie. Narzędzie Adobe Firefly wraca na miejsce 3.',
    );
  });

  test('hovering its own place (right after pick-up) announces nothing new', () => {
    expect(announce.onDragOver({ active: active('flux'), over: over('flux') })).toBeUndefined();
  });

  test('a drop outside the list keeps the place', () => {
    expect(announce.onDragEnd({ active: active('midjourney'), over: null })).toBe(
      'Upuszczono narzędzie Midjourney poza listą; zostaje na miejscu 1.',
    );
  });
});
