import { useId, useState, type ReactNode } from 'react';
import type { ChoiceGuide, ParameterGuide, RangeGuide } from '../api';
import { bandFor, promptWithParameter } from '../utils';
import { CopyableCode, ExplorerSection } from '../../../components/explorer';
import { ChaosPreview, RatioPreview, StylizePreview } from './guide-previews';

const valueFormat = new Intl.NumberFormat('pl-PL');

/** The interactive part of a guide: a slider, what the value means, a preview and the prompt to copy. */
export function ParameterExplorer({ guide }: { guide: ParameterGuide }) {
  return guide.kind === 'range' ? <RangeExplorer guide={guide} /> : <ChoiceExplorer guide={guide} />;
}

type ExplorerFrameProps = {
  parameter: string;
  /** The slider's range, position and spoken value. */
  slider: { min: number; max: number; step: number; value: number; spoken: string; onChange: (value: number) => void };
  valueText: string;
  bandLabel: string;
  description: string;
  preview: ReactNode;
  prompt: string;
};

function ExplorerFrame({ parameter, slider, valueText, bandLabel, description, preview, prompt }: ExplorerFrameProps) {
  const sliderId = useId();
  return (
    <ExplorerSection title="Sprawdź na suwaku">
      <div className="explorer__grid">
        <div className="explorer__controls">
          <label htmlFor={sliderId} className="field-label">
            Wartość <code>{parameter}</code>
          </label>
          <input
            id={sliderId}
            type="range"
            className="slider"
            min={slider.min}
            max={slider.max}
            step={slider.step}
            value={slider.value}
            aria-valuetext={slider.spoken}
            onChange={(event) => slider.onChange(Number(event.target.value))}
            data-testid="parameter-slider"
          />
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
      <CopyableCode code={prompt} copyLabel="Kopiuj prompt" testId="parameter-prompt" caption="Prompt do skopiowania" />
    </ExplorerSection>
  );
}

function RangeExplorer({ guide }: { guide: RangeGuide }) {
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
      parameter={guide.parameter}
      slider={{
        min: guide.min,
        max: guide.max,
        step: guide.step,
        value,
        spoken: `${valueFormat.format(value)} — ${band.label}`,
        onChange: setValue,
      }}
      valueText={String(value)}
      bandLabel={band.label}
      description={band.description}
      preview={preview}
      prompt={promptWithParameter(guide.basePrompt, guide.parameter, value)}
    />
  );
}

function ChoiceExplorer({ guide }: { guide: ChoiceGuide }) {
  const [index, setIndex] = useState(guide.defaultIndex);
  const choice = guide.steps[index] ?? guide.steps[0]!;
  return (
    <ExplorerFrame
      parameter={guide.parameter}
      slider={{ min: 0, max: guide.steps.length - 1, step: 1, value: index, spoken: choice.label, onChange: setIndex }}
      valueText={choice.value}
      bandLabel={choice.label}
      description={choice.description}
      preview={<RatioPreview ratio={choice.value} />}
      prompt={promptWithParameter(guide.basePrompt, guide.parameter, choice.value)}
    />
  );
}
