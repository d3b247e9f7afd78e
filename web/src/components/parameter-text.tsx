import { Fragment } from 'react';

const parameterPattern = /(--[a-z]+)/g;

/** Text in which Midjourney-style parameters ("--sref") never break across lines at their hyphens. */
export function ParameterText({ text }: { text: string }) {
  return text.split(parameterPattern).map((part, index) =>
    index % 2 === 1 ? (
      <span key={index} className="nowrap">
        {part}
      </span>
    ) : (
      <Fragment key={index}>{part}</Fragment>
    ),
  );
}
