import { useId, useState } from 'react';
import { CopyableCode, ExplorerSection } from '../../../components/explorer';
import {
  cssText,
  defaultSettings,
  isTooDark,
  lightSources,
  neumorphismCss,
  shapes,
  type LightSource,
  type NeumorphismSettings,
  type Shape,
} from '../neumorphism';
import { SelectField } from '../../../components/field';
import { ColorFields } from '../../../components/color-fields';
import { FiltersForm } from '../../../components/filters-form';
import { Options } from '../../../components/options';
import { RadioChoices } from '../../../components/radio-choices';
import '../neumorphism.css';

const decimal = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });

type SliderProps = {
  label: string;
  value: number;
  min: number;
  max: number;
  step?: number;
  unit?: string;
  onChange: (value: number) => void;
};

function Slider({ label, value, min, max, step = 1, unit = 'px', onChange }: SliderProps) {
  const id = useId();
  const shown = `${decimal.format(value)}${unit ? ` ${unit}` : ''}`;
  return (
    <div className="field">
      <label htmlFor={id} className="field-label">
        {label}: <output htmlFor={id}>{shown}</output>
      </label>
      <input
        id={id}
        type="range"
        className="slider"
        min={min}
        max={max}
        step={step}
        value={value}
        aria-valuetext={shown}
        onChange={(event) => onChange(Number(event.target.value))}
      />
    </div>
  );
}

export function NeumorphismTool() {
  const id = useId();
  const [settings, setSettings] = useState<NeumorphismSettings>(defaultSettings);
  const [hexDraft, setHexDraft] = useState(defaultSettings.color);
  const set = (patch: Partial<NeumorphismSettings>) => setSettings((current) => ({ ...current, ...patch }));
  const declarations = neumorphismCss(settings);
  const css = cssText(declarations);

  return (
    <div className="neumorphism">
      <FiltersForm
        title="Ustawienia"
        after={
          <fieldset className="recommender__question neumorphism__shapes">
            <legend className="recommender__legend">Kształt</legend>
            <div className="recommender__options">
              <RadioChoices
                name={`${id}-shape`}
                values={Object.keys(shapes) as Shape[]}
                label={(shape) => shapes[shape]}
                chosen={settings.shape}
                onChoose={(shape) => set({ shape })}
              />
            </div>
          </fieldset>
        }
      >
        <ColorFields
          id={id}
          label="Kolor"
          color={settings.color}
          draft={hexDraft}
          onPick={(hex) => {
            set({ color: hex });
            setHexDraft(hex);
          }}
          onDraft={setHexDraft}
          onColor={(hex) => set({ color: hex })}
          hint={(invalid) =>
            invalid
              ? 'Wpisz kolor w formacie #RRGGBB.'
              : isTooDark(settings.color)
                ? 'Na bardzo ciemnym tle efekt jest słabo widoczny.'
                : 'Neumorfizm najlepiej wygląda na jasnych, stonowanych kolorach.'
          }
        />
        <Slider
          label="Rozmiar"
          value={settings.size}
          min={50}
          max={400}
          onChange={(size) => set({ size, radius: Math.min(settings.radius, size / 2) })}
        />
        <Slider
          label="Zaokrąglenie"
          value={settings.radius}
          min={0}
          max={Math.floor(settings.size / 2)}
          onChange={(radius) => set({ radius })}
        />
        <Slider label="Odległość cienia" value={settings.distance} min={2} max={50} onChange={(distance) => set({ distance })} />
        <Slider
          label="Intensywność"
          value={settings.intensity}
          min={0.01}
          max={0.6}
          step={0.01}
          unit=""
          onChange={(intensity) => set({ intensity })}
        />
        <Slider label="Rozmycie" value={settings.blur} min={0} max={100} onChange={(blur) => set({ blur })} />
        <SelectField
          id={`${id}-light`}
          label="Źródło światła"
          value={settings.light}
          onChange={(event) => set({ light: event.target.value as LightSource })}
        >
          <Options values={Object.keys(lightSources) as LightSource[]} labels={lightSources} />
        </SelectField>
      </FiltersForm>

      <div className="neumorphism__stage" style={{ background: settings.color }}>
        <div
          className="neumorphism__preview"
          role="img"
          aria-label={`Podgląd: ${shapes[settings.shape].toLocaleLowerCase('pl')} element ${settings.size} na ${settings.size} pikseli`}
          data-testid="neumorphism-preview"
          style={{
            width: settings.size,
            height: settings.size,
            borderRadius: declarations['border-radius'],
            background: declarations.background,
            boxShadow: declarations['box-shadow'],
          }}
        />
      </div>

      <ExplorerSection title="Kod CSS">
        <CopyableCode code={css} copyLabel="Kopiuj CSS" testId="neumorphism-css" />
      </ExplorerSection>
    </div>
  );
}
