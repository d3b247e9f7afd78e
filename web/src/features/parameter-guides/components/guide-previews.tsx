import { chaosTiles, ratioFrame } from '../utils';

/** Four schematic posters of one grid; decorative, the band's description says the same in words. */
export function ChaosPreview({ chaos }: { chaos: number }) {
  return (
    <div className="preview preview--grid" aria-hidden="true" data-testid="chaos-preview">
      {chaosTiles(chaos).map((tile, index) => (
        <svg key={index} viewBox="0 0 100 100" className="preview__tile">
          <rect width="100" height="100" fill={`hsl(${tile.hue} 45% 22%)`} />
          <g transform={`rotate(${tile.tilt} 50 50)`}>
            <circle cx={tile.moonX} cy={tile.moonY} r={tile.moonRadius} fill={`hsl(${(tile.hue + 160) % 360} 90% 70%)`} />
            {tile.skyline.map((height, column) => (
              <rect
                key={column}
                x={column * 17 - 2}
                y={100 - height}
                width="15"
                height={height}
                fill={`hsl(${(tile.hue + 40) % 360} 55% ${35 + column * 4}%)`}
              />
            ))}
          </g>
        </svg>
      ))}
    </div>
  );
}

/** How the weight shifts from the prompt to Midjourney's own taste as stylize grows (0–1000). */
export function StylizePreview({ stylize, max }: { stylize: number; max: number }) {
  const share = Math.round((stylize / max) * 100);
  return (
    <div className="preview preview--bars" data-testid="stylize-preview">
      <p className="preview__caption">Schemat: co ma większy wpływ na obraz</p>
      <div className="bar">
        <span className="bar__label">Dosłowność promptu</span>
        <span className="bar__track">
          <span className="bar__fill" style={{ width: `${100 - share}%` }} />
        </span>
      </div>
      <div className="bar">
        <span className="bar__label">Estetyka Midjourney</span>
        <span className="bar__track">
          <span className="bar__fill bar__fill--accent" style={{ width: `${share}%` }} />
        </span>
      </div>
    </div>
  );
}

/** The frame of the chosen aspect ratio inside a fixed box. */
export function RatioPreview({ ratio }: { ratio: string }) {
  const frame = ratioFrame(ratio, 180);
  return (
    <div className="preview preview--frame" data-testid="ratio-preview">
      <div className="ratio-frame" style={{ width: frame.width, height: frame.height }}>
        <span>{ratio}</span>
      </div>
    </div>
  );
}
