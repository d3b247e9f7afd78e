import { mediaUrl } from '../../../lib/media';
import { examplesDisclaimer, guideExamples } from '../examples';

/** The example pictures of a guide, side by side with their values; nothing for a guide without examples. */
export function GuideExamplesGrid({ slug }: { slug: string }) {
  const examples = guideExamples[slug];
  if (!examples) return null;
  return (
    <section className="guide-examples" aria-labelledby="guide-examples-title" data-testid="guide-examples">
      <h2 id="guide-examples-title">{examples.title}</h2>
      <ul className="guide-examples__list">
        {examples.items.map((item) => (
          <li key={item.path} className="guide-examples__item">
            <figure>
              <img
                src={mediaUrl(item.path)}
                alt={item.alt}
                width={item.width}
                height={item.height}
                loading="lazy"
                decoding="async"
                style={{ aspectRatio: `${item.width} / ${item.height}` }}
              />
              <figcaption>
                <code>{item.label}</code>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      <p className="guide-examples__caption">{examples.caption}</p>
      <p className="guide-examples__note">{examplesDisclaimer}</p>
    </section>
  );
}
