import { useId, useState, type ReactNode } from 'react';
import type { ChoiceGuide, ParameterGuide, RangeGuide } from '../api';
import { bandFor, promptWithParameter } from '../utils';
import { CopyButton } from '../../../components/copy-button';
import { ChaosPreview, RatioPreview, StylizePreview } from './guide-previews';

const valueFormat = new Intl.NumberFormat('pl-PL');

/** The interactive part of a guide: a slider, what the value means, a preview and the prompt to copy. */
export function ParameterExplorer({ guide }: { guide: ParameterGuide }) {
  return guide.kind === 'range' ? <RangeExplorer guide={guide} /> : <ChoiceExplorer guide={guide} />;
}

type ExplorerFrameProps = {
  sliderId: string;
  parameter: string;
  slider: ReactNode;
  valueText: string;
  bandLabel: string;
  description: string;
  preview: ReactNode;
  prompt: string;
};

function ExplorerFrame({ sliderId, parameter, slider, valueText, bandLabel, description, preview, prompt }: ExplorerFrameProps) {
  return (
    <section className="explorer" aria-labelledby={`${sliderId}-title`}>
      <h2 id={`${sliderId}-title`} className="explorer__title">
        Sprawdź na suwaku
      </h2>
      <div className="explorer__grid">
        <div className="explorer__controls">
          <label htmlFor={sliderId} className="field-label">
            Wartość <code>{parameter}</code>
          </label>
          {slider}
          <output htmlFor={sliderId} className="explorer__value" data-testid="parameter-value">
            {parameter} {valueText}
          </output>
          <div aria-live="polite" data-testid="parameter-band">
            <h3 className="explorer__band">{bandLabel}</h3>
            <p>{description}</p>
          </div>
        </div>
        {preview}
      </div>
      <div className="explorer__prompt">
        <p className="field-label" id={`${sliderId}-prompt`}>
          Prompt do skopiowania
        </p>
        <pre aria-labelledby={`${sliderId}-prompt`}>
          <code data-testid="parameter-prompt">{prompt}</code>
        </pre>
        <CopyButton text={prompt} label="Kopiuj prompt" />
      </div>
    </section>
  );
}

function RangeExplorer({ guide }: { guide: RangeGuide }) {
  const sliderId = useId();
  const [value, setValue] = useState(guide.defaultValue);
  const band = bandFor(value, guide.steps);
  const preview =
    guide.parameter === '--chaos' ? (
      <ChaosPreview chaos={value} />
    ) : guide.parameter === '--stylize' ? (
      <StylizePreview stylize={value} max={guide.max} />
    ) : null;
  return (
    <ExplorerFrame
      sliderId={sliderId}
      parameter={guide.parameter}
      slider={
        <input
          id={sliderId}
          type="range"
          className="slider"
          min={guide.min}
          max={guide.max}
          step={guide.step}
          value={value}
          aria-valuetext={`${valueFormat.format(value)} — ${band.label}`}
          onChange={(event) => setValue(Number(event.target.value))}
          data-testid="parameter-slider"
        />
      }
      valueText={String(value)}
      bandLabel={band.label}
      description={band.description}
      preview={preview}
      prompt={promptWithParameter(guide.basePrompt, guide.parameter, value)}
    />
  );
}

function ChoiceExplorer({ guide }: { guide: ChoiceGuide }) {
  const sliderId = useId();
  const [index, setIndex] = useState(guide.defaultIndex);
  const choice = guide.steps[index] ?? guide.steps[0]!;
  return (
    <ExplorerFrame
      sliderId={sliderId}
      parameter={guide.parameter}
      slider={
        <input
          id={sliderId}
          type="range"
          className="slider"
          min={0}
          max={guide.steps.length - 1}
          step={1}
          value={index}
          aria-valuetext={choice.label}
          onChange={(event) => setIndex(Number(event.target.value))}
          data-testid="parameter-slider"
        />
      }
      valueText={choice.value}
      bandLabel={choice.label}
      description={choice.description}
      preview={<RatioPreview ratio={choice.value} />}
      prompt={promptWithParameter(guide.basePrompt, guide.parameter, choice.value)}
    />
  );
}
