import { useId, useRef, useState } from 'react';
import { AdminApiError, coverFileProblem, coverPublicUrl, uploadCover } from '../api';
import { UploadProblem, UploadProgress } from './upload-progress';
import { Field } from '../../../components/field';

type CoverFieldProps = {
  postId: string;
  coverPath: string | null;
  coverAlt: string;
  altError?: string;
  onCoverChange: (path: string | null) => void;
  onAltChange: (alt: string) => void;
  /** Opens the media library to choose the cover among uploaded images. */
  onOpenLibrary?: () => void;
};

type Upload = { state: 'idle' } | { state: 'uploading'; percent: number } | { state: 'done' } | { state: 'error'; message: string };

/** Cover image: upload with a progress bar, preview, alt text, removal. */
export function CoverField({ postId, coverPath, coverAlt, altError, onCoverChange, onAltChange, onOpenLibrary }: CoverFieldProps) {
  const id = useId();
  const [upload, setUpload] = useState<Upload>({ state: 'idle' });
  const inputRef = useRef<HTMLInputElement>(null);
  const abortRef = useRef<AbortController | null>(null);

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const problem = coverFileProblem(file);
    if (problem) {
      setUpload({ state: 'error', message: problem });
      return;
    }
    const controller = new AbortController();
    abortRef.current = controller;
    setUpload({ state: 'uploading', percent: 0 });
    try {
      const path = await uploadCover(
        postId,
        file,
        (fraction) => setUpload({ state: 'uploading', percent: Math.round(fraction * 100) }),
        controller.signal,
      );
      onCoverChange(path);
      setUpload({ state: 'done' });
    } catch (error) {
      setUpload({
        state: 'error',
        message: error instanceof AdminApiError ? error.message : `Nie udało się wgrać okładki: ${String(error)}`,
      });
    } finally {
      abortRef.current = null;
      if (inputRef.current) inputRef.current.value = '';
    }
  };

  return (
    <fieldset className="editor-fieldset cover-field">
      <legend>Okładka</legend>
      {coverPath ? (
        <img className="cover-field__preview" src={coverPublicUrl(coverPath)} alt={coverAlt} data-testid="cover-preview" />
      ) : (
        <p className="field-hint">Artykuł nie ma okładki.</p>
      )}
      <Field id={`${id}-file`} label={coverPath ? 'Zmień okładkę' : 'Wgraj okładkę'}>
        <input
          ref={inputRef}
          id={`${id}-file`}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif,image/gif"
          aria-describedby={`${id}-file-hint`}
          disabled={upload.state === 'uploading'}
          onChange={(event) => void onFile(event.target.files?.[0])}
        />
        <p id={`${id}-file-hint`} className="field-hint">
          JPG, PNG, WebP, AVIF lub GIF, najwyżej 5 MB.
        </p>
      </Field>
      {onOpenLibrary ? (
        <p>
          <button type="button" className="button button--secondary button--small" aria-haspopup="dialog" onClick={onOpenLibrary}>
            Wybierz okładkę z biblioteki mediów
          </button>
        </p>
      ) : null}
      <div aria-live="polite" className="cover-field__status">
        {upload.state === 'uploading' ? (
          <UploadProgress percent={upload.percent} label="Wysyłanie okładki" abortRef={abortRef} testId="cover-progress" />
        ) : null}
        {upload.state === 'done' ? <p className="cover-field__done">Wgrano okładkę.</p> : null}
      </div>
      <UploadProblem message={upload.state === 'error' ? upload.message : null} />
      {coverPath ? (
        <>
          <Field id={`${id}-alt`} label="Tekst alternatywny okładki">
            <input
              id={`${id}-alt`}
              className="text-input"
              value={coverAlt}
              maxLength={300}
              aria-invalid={altError ? true : undefined}
              aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ''}`}
              onChange={(event) => onAltChange(event.target.value)}
            />
            <p id={`${id}-alt-hint`} className="field-hint">
              Opisz, co widać na obrazie — dla osób korzystających z czytników ekranu.
            </p>
            {altError ? (
              <p id={`${id}-alt-error`} className="field-error">
                {altError}
              </p>
            ) : null}
          </Field>
          <button type="button" className="button button--secondary button--small" onClick={() => onCoverChange(null)}>
            Usuń okładkę z artykułu
          </button>
        </>
      ) : null}
    </fieldset>
  );
}
