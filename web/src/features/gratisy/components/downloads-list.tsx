import { groupByKind, kindLabels, type Download } from '../downloads';
import { DownloadCard } from './download-card';

/** All downloads in sections by kind (prompt packs, cheat sheets, wallpapers). */
export function DownloadsList({ downloads, signedIn }: { downloads: Download[]; signedIn: boolean }) {
  const groups = groupByKind(downloads);
  if (groups.length === 0) return <p className="empty-state">Pierwsze materiały do pobrania już się generują. Zajrzyj wkrótce!</p>;
  return (
    <>
      {groups.map(({ kind, items }) => (
        <section key={kind} aria-labelledby={`gratisy-${kind}`} className="downloads">
          <h2 id={`gratisy-${kind}`} className="section-title">
            {kindLabels[kind].title}
          </h2>
          <p className="downloads__intro">{kindLabels[kind].intro}</p>
          <ul className="downloads__list">
            {items.map((download) => (
              <DownloadCard key={download.slug} download={download} signedIn={signedIn} />
            ))}
          </ul>
        </section>
      ))}
    </>
  );
}
