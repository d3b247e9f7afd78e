import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { normalizeHex } from '../../../lib/hex-color';
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
import { Field, SelectField, InputField } from '../../../components/field';

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
  const hexInvalid = normalizeHex(hexDraft) === null;

  return (
    <div className="neumorphism">
      <form className="filters" onSubmit={(event) => event.preventDefault()} aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`} className="filters__title">
          Ustawienia
        </h2>
        <div className="filters__grid">
          <InputField
            id={`${id}-picker`}
            label="Kolor"
            type="color"
            className="color-input"
            value={settings.color}
            onChange={(event) => {
              set({ color: event.target.value });
              setHexDraft(event.target.value);
            }}
          />
          <Field id={`${id}-hex`} label="Kolor (HEX)">
            <input
              id={`${id}-hex`}
              className="text-input"
              value={hexDraft}
              spellCheck={false}
              aria-invalid={hexInvalid}
              aria-describedby={`${id}-hex-hint`}
              onChange={(event) => {
                setHexDraft(event.target.value);
                const hex = normalizeHex(event.target.value);
                if (hex) set({ color: hex });
              }}
            />
            <p id={`${id}-hex-hint`} className="field-hint" role={hexInvalid ? 'alert' : undefined}>
              {hexInvalid
                ? 'Wpisz kolor w formacie #RRGGBB.'
                : isTooDark(settings.color)
                  ? 'Na bardzo ciemnym tle efekt jest słabo widoczny.'
                  : 'Neumorfizm najlepiej wygląda na jasnych, stonowanych kolorach.'}
            </p>
          </Field>
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
            {Object.entries(lightSources).map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </SelectField>
        </div>
        <fieldset className="recommender__question neumorphism__shapes">
          <legend className="recommender__legend">Kształt</legend>
          <div className="recommender__options">
            {Object.entries(shapes).map(([value, label]) => (
              <label key={value} className="choice">
                <input
                  type="radio"
                  name={`${id}-shape`}
                  value={value}
                  checked={settings.shape === value}
                  onChange={() => set({ shape: value as Shape })}
                />
                <span>{label}</span>
              </label>
            ))}
          </div>
        </fieldset>
      </form>

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

      <section className="explorer" aria-labelledby={`${id}-css`}>
        <h2 id={`${id}-css`} className="explorer__title">
          Kod CSS
        </h2>
        <div className="explorer__prompt">
          <pre>
            <code data-testid="neumorphism-css">{css}</code>
          </pre>
          <CopyButton text={css} label="Kopiuj CSS" />
        </div>
      </section>
    </div>
  );
}
