import { createElement, useId } from 'react';
import { describeCreature, type CreatureParts } from '../creature';
import { VIEW_BOX, creatureShapes } from '../svg';

type CreatureSvgProps = {
  parts: CreatureParts;
  /** The creature's name, read out as the picture's title. */
  name: string;
  className?: string;
};

/** A creature drawn inline: role="img" named by its <title> and described by its <desc>, for screen readers. */
export function CreatureSvg({ parts, name, className }: CreatureSvgProps) {
  const titleId = useId();
  const descId = useId();
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox={VIEW_BOX}
      role="img"
      aria-labelledby={titleId}
      aria-describedby={descId}
      className={className ?? 'creature-svg'}
      focusable="false"
    >
      <title id={titleId}>{name}</title>
      <desc id={descId}>{describeCreature(parts)}</desc>
      {creatureShapes(parts).map((shape, index) => createElement(shape.tag, { key: index, ...shape.attrs }))}
    </svg>
  );
}
