import { useId, useState } from 'react';
import { CopyButton } from '../../../components/copy-button';
import { contrastRatio, cssVariables, formatHsl, formatRgb, rgbToHsl, wcagLevel } from '../../../lib/color-math';
import { harmonies, type Harmony } from '../../../lib/color-harmonies';
import { parseHex } from '../../../lib/hex-color';
import { randomBase, regenerate, type PaletteState } from '../palette';
import { Field, SelectField } from '../../../components/field';
import { ColorFields } from '../../../components/color-fields';
import { FiltersForm } from '../../../components/filters-form';
import { Options } from '../../../components/options';
import '../colors.css';
import { CopyableCode, ExplorerSection } from '../../../components/explorer';

const ratioFormat = new Intl.NumberFormat('pl-PL', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const white = { r: 255, g: 255, b: 255 };
const black = { r: 0, g: 0, b: 0 };

export function formatRatio(ratio: number): string {
  return `${ratioFormat.format(Math.floor(ratio * 100) / 100)}:1`;
}

type PaletteToolProps = {
  state: PaletteState;
  onChange: (state: PaletteState) => void;
};

export function PaletteTool({ state, onChange }: PaletteToolProps) {
  const id = useId();
  const [baseDraft, setBaseDraft] = useState(state.base);
  const [draftFor, setDraftFor] = useState(state.base);
  // Keep the text field in step when the base changes from elsewhere (picker, random, back button).
  if (draftFor !== state.base) {
    setDraftFor(state.base);
    setBaseDraft(state.base);
  }

  const setBase = (hex: string) => onChange(regenerate(state, hex));
  const toggleLock = (index: number) => onChange({ ...state, locks: state.locks.map((locked, i) => (i === index ? !locked : locked)) });

  return (
    <div className="palette-tool">
      <FiltersForm
        title="Ustawienia palety"
        after={<p className="field-hint">Zablokowane kolory zostają na miejscu, gdy zmieniasz bazę, harmonię albo losujesz.</p>}
      >
        <ColorFields
          id={id}
          label="Kolor bazowy"
          color={state.base}
          draft={baseDraft}
          onPick={setBase}
          onDraft={setBaseDraft}
          onColor={setBase}
          hint={(invalid) => (invalid ? 'Wpisz kolor w formacie #RRGGBB, np. #3b2fb8.' : 'Format #RRGGBB lub #RGB.')}
          hexInput={{ autoComplete: 'off', 'data-testid': 'base-hex' }}
        />
        <SelectField
          id={`${id}-harmony`}
          label="Harmonia"
          value={state.harmony}
          onChange={(event) => onChange(regenerate(state, state.base, event.target.value as Harmony))}
        >
          <Options values={Object.keys(harmonies) as Harmony[]} labels={harmonies} />
        </SelectField>
        <div className="field field--checkboxes">
          <button type="button" className="button" onClick={() => setBase(randomBase())}>
            Losuj kolor bazowy
          </button>
        </div>
      </FiltersForm>

      <ul className="swatch-list" data-testid="palette">
        {state.colors.map((hex, index) => {
          const rgb = parseHex(hex)!;
          const onWhite = contrastRatio(rgb, white);
          const onBlack = contrastRatio(rgb, black);
          const textColor = onBlack >= onWhite ? '#000000' : '#ffffff';
          return (
            <li key={index} className="color-card" data-testid="palette-color">
              <div className="color-card__sample" style={{ background: hex, color: textColor }}>
                <span aria-hidden="true">Aa</span>
              </div>
              <div className="color-card__body">
                <p className="color-card__hex">
                  <span className="visually-hidden">Kolor {index + 1}: </span>
                  <code data-testid="palette-hex">{hex}</code>
                </p>
                <p className="color-card__formats">
                  <code>{formatRgb(rgb)}</code>
                  <br />
                  <code>{formatHsl(rgbToHsl(rgb))}</code>
                </p>
                <p className="color-card__contrast">
                  Na białym: {formatRatio(onWhite)} · {wcagLevel(onWhite)}
                  <br />
                  Na czarnym: {formatRatio(onBlack)} · {wcagLevel(onBlack)}
                </p>
                <div className="color-card__actions">
                  <button
                    type="button"
                    className="button button--secondary button--small"
                    aria-pressed={state.locks[index]}
                    onClick={() => toggleLock(index)}
                  >
                    {state.locks[index] ? 'Zablokowany' : 'Zablokuj'}
                    <span className="visually-hidden"> kolor {index + 1}</span>
                  </button>
                  <CopyButton text={hex} label={`Kopiuj ${hex}`} />
                </div>
              </div>
            </li>
          );
        })}
      </ul>

      <ContrastChecker colors={state.colors} />
      <PaletteExport colors={state.colors} />
    </div>
  );
}

function ContrastChecker({ colors }: { colors: string[] }) {
  const id = useId();
  const options = [...new Set([...colors, '#ffffff', '#000000'])];
  const [text, setText] = useState(colors[0] ?? '#000000');
  const [background, setBackground] = useState('#ffffff');
  const textHex = options.includes(text) ? text : options[0]!;
  const backgroundHex = options.includes(background) ? background : '#ffffff';
  const ratio = contrastRatio(parseHex(textHex)!, parseHex(backgroundHex)!);
  return (
    <ExplorerSection title="Sprawdź kontrast (WCAG)">
      <div className="filters__grid">
        <SelectField id={`${id}-text`} label="Kolor tekstu" value={textHex} onChange={(event) => setText(event.target.value)}>
          <Options values={options} />
        </SelectField>
        <SelectField
          id={`${id}-background`}
          label="Kolor tła"
          value={backgroundHex}
          onChange={(event) => setBackground(event.target.value)}
        >
          <Options values={options} />
        </SelectField>
      </div>
      <div className="contrast-sample" style={{ color: textHex, background: backgroundHex }}>
        <p className="contrast-sample__large">Duży tekst: źdźbło trawy</p>
        <p>Zwykły tekst akapitu, który musi być czytelny dla każdego.</p>
      </div>
      <p aria-live="polite" data-testid="contrast-result">
        Kontrast {formatRatio(ratio)} — {wcagLevel(ratio)}.{' '}
        {ratio >= 4.5
          ? 'Wystarczy dla zwykłego tekstu.'
          : ratio >= 3
            ? 'Tylko dla dużego tekstu (od 24 px lub 18,66 px pogrubione).'
            : 'Za mało, by czytać.'}
      </p>
    </ExplorerSection>
  );
}

const exportFormats = {
  hex: 'HEX',
  rgb: 'RGB',
  hsl: 'HSL',
  css: 'Zmienne CSS',
} as const;

function PaletteExport({ colors }: { colors: string[] }) {
  const id = useId();
  const [format, setFormat] = useState<keyof typeof exportFormats>('css');
  const text =
    format === 'css'
      ? cssVariables(colors)
      : colors
          .map((hex) => {
            const rgb = parseHex(hex)!;
            return format === 'hex' ? hex : format === 'rgb' ? formatRgb(rgb) : formatHsl(rgbToHsl(rgb));
          })
          .join('\n');
  return (
    <ExplorerSection title="Eksport palety">
      <Field id={`${id}-format`} label="Format">
        <select
          id={`${id}-format`}
          className="select export-format"
          value={format}
          onChange={(event) => setFormat(event.target.value as keyof typeof exportFormats)}
        >
          <Options values={Object.keys(exportFormats) as (keyof typeof exportFormats)[]} labels={exportFormats} />
        </select>
      </Field>
      <CopyableCode code={text} copyLabel="Kopiuj paletę" testId="palette-export" />
    </ExplorerSection>
  );
}
