import { describe, expect, test } from 'vitest';
import { accessoryKinds, bodyShapes, defaultParts, eyeStyles, mouthStyles, type CreatureParts } from './creature';
import { creatureShapes, creatureSvgMarkup } from './svg';

const parts = (overrides: Partial<CreatureParts> = {}): CreatureParts => ({ ...defaultParts, ...overrides });

describe('creatureShapes', () => {
  test('every part changes the drawing', () => {
    const drawings = new Set<string>();
    for (const body of bodyShapes) drawings.add(JSON.stringify(creatureShapes(parts({ body }))));
    for (const eyes of eyeStyles) drawings.add(JSON.stringify(creatureShapes(parts({ eyes }))));
    for (const mouth of mouthStyles) drawings.add(JSON.stringify(creatureShapes(parts({ mouth }))));
    for (const accessory of accessoryKinds) drawings.add(JSON.stringify(creatureShapes(parts({ accessories: [accessory] }))));
    // The default appears once in each of the first three loops.
    expect(drawings.size).toBe(bodyShapes.length + eyeStyles.length + mouthStyles.length + accessoryKinds.length - 2);
  });

  test('the body is filled with the body colour and the belly with the accent colour', () => {
    const shapes = creatureShapes(parts({ bodyColor: '#7c70f0', accentColor: '#ffd166' }));
    expect(shapes[0]).toMatchObject({ tag: 'circle', attrs: { fill: '#7c70f0' } });
    expect(shapes[1]).toMatchObject({ tag: 'ellipse', attrs: { fill: '#ffd166' } });
  });

  test('horns and antennae are drawn behind the body, hats in front', () => {
    const shapes = creatureShapes(parts({ accessories: ['hat', 'horns'] }));
    const bodyIndex = shapes.findIndex((shape) => shape.attrs.fill === defaultParts.bodyColor);
    expect(bodyIndex).toBe(2); // two horns first
    expect(shapes.at(-1)).toMatchObject({ tag: 'rect', attrs: { x: 54 } }); // the brim of the hat last
  });

  test('glasses follow the eyes: one lens for a cyclops, three for three eyes', () => {
    const lenses = (eyes: CreatureParts['eyes']) =>
      creatureShapes(parts({ eyes, accessories: ['glasses'] })).filter((shape) => shape.tag === 'circle' && shape.attrs.fill === 'none');
    expect(lenses('cyclops')).toHaveLength(1);
    expect(lenses('three')).toHaveLength(3);
    expect(lenses('round')).toHaveLength(2);
  });
});

describe('creatureSvgMarkup', () => {
  test('an accessible standalone SVG with the name as title and a description', () => {
    const markup = creatureSvgMarkup(parts(), 'Pikselek');
    expect(markup).toMatch(
      /^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 200 220" role="img" aria-labelledby="t" aria-describedby="d">/,
    );
    expect(markup).toContain('<title id="t">Pikselek</title>');
    expect(markup).toContain('<desc id="d">Stwór okrągły, miętowy, z jasnomiętowym brzuszkiem.');
    expect(markup).toContain('stroke-width="3"');
    expect(markup).not.toContain('strokeWidth');
  });

  test('names are escaped', () => {
    const markup = creatureSvgMarkup(parts(), '<script>alert("x")</script> & co');
    expect(markup).toContain('<title id="t">&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; co</title>');
    expect(markup).not.toContain('<script>');
  });
});
