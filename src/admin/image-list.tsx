/**
 * A list of uploaded images: upload (POST /api/admin/uploads, which sniffs, checks and
 * re-encodes), alt text for each, move up/down, remove. The first image is the featured one. With
 * `max={1}` it is a single image (a brand logo, a slide): uploading replaces it.
 */
import { type ChangeEvent, useEffect, useRef, useState } from 'react';
import { MAX_UPLOAD_BYTES } from '../lib/forms/limits.ts';
import { api, errorText } from './api.ts';

export interface ImageItem {
  path: string;
  alt: string;
}

export type UploadKind = 'products' | 'brands' | 'blogs' | 'banners' | 'categories';

export interface ImageListProps {
  /** Prefix of the ids inside (`${id}-file`, `${id}-alt-0` …). */
  id: string;
  label: string;
  value: ImageItem[];
  onChange(images: ImageItem[]): void;
  kind: UploadKind;
  /** Most images (default 20). */
  max?: number;
  /** Alt text given to a new upload (e.g. the product's title); the editor can change it. */
  defaultAlt?: string;
  /** Ids of hint or error texts read with the file picker (a server error about the images). */
  describedBy?: string;
}

/** Where the site serves an uploaded image. */
export const storageUrl = (path: string) => `/storage/${path}`;

const ACCEPT = 'image/png,image/jpeg,image/webp';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

export function ImageList({
  id,
  label,
  value,
  onChange,
  kind,
  max = 20,
  defaultAlt = '',
  describedBy,
}: ImageListProps) {
  const [busy, setBusy] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [news, setNews] = useState<string | null>(null);
  /** After a move, the same button at the image's new place keeps the focus. */
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });

  const single = max === 1;
  const room = max - value.length;

  const upload = async (e: ChangeEvent<HTMLInputElement>) => {
    const files = [...(e.target.files ?? [])];
    e.target.value = '';
    if (!files.length) return;
    const problems: string[] = [];
    const take = single ? files.slice(0, 1) : files.slice(0, Math.max(0, room));
    if (!single && files.length > take.length)
      problems.push(`Only ${max} images fit; ${files.length - take.length} were not uploaded.`);
    setBusy(take.length);
    setNews(null);
    const added: ImageItem[] = [];
    for (const file of take) {
      if (file.size > MAX_UPLOAD_BYTES) {
        problems.push(`${file.name}: images must be at most ${mb(MAX_UPLOAD_BYTES)}.`);
      } else {
        const form = new FormData();
        form.append('file', file);
        try {
          const res = await api.post<{ path: string }>(`admin/uploads?kind=${kind}`, form);
          added.push({ path: res.path, alt: defaultAlt });
        } catch (error) {
          problems.push(`${file.name}: ${errorText(error)}`);
        }
      }
      setBusy((n) => n - 1);
    }
    setErrors(problems);
    if (added.length) {
      onChange(single ? added : [...value, ...added]);
      setNews(`${added.length} image${added.length === 1 ? '' : 's'} uploaded.`);
    }
  };

  const move = (from: number, by: -1 | 1, button: 'up' | 'down') => {
    const to = from + by;
    if (to < 0 || to >= value.length) return;
    const next = [...value];
    const [item] = next.splice(from, 1);
    next.splice(to, 0, item!);
    // The button pressed may vanish at the new place (no "up" on the first); use the other one.
    const lands = (to === 0 && button === 'up') || (to === next.length - 1 && button === 'down');
    const which = lands ? (button === 'up' ? 'down' : 'up') : button;
    refocus.current = `${id}-${which}-${to}`;
    onChange(next);
    setNews(`Image moved to position ${to + 1} of ${next.length}.`);
  };

  const remove = (index: number) => {
    const next = value.filter((_, i) => i !== index);
    refocus.current = next.length ? `${id}-alt-${Math.min(index, next.length - 1)}` : `${id}-file`;
    onChange(next);
    setNews(`Image ${index + 1} removed.`);
  };

  const setAlt = (index: number, alt: string) =>
    onChange(value.map((item, i) => (i === index ? { ...item, alt } : item)));

  const hintId = `${id}-hint`;
  const errorsId = `${id}-upload-errors`;
  const described = [hintId, errors.length ? errorsId : '', describedBy ?? ''].filter(Boolean).join(' ');

  return (
    <fieldset className="image-list" aria-busy={busy > 0}>
      <legend>{label}</legend>
      {value.length > 0 ? (
        <ol className="images">
          {value.map((image, i) => (
            <li key={image.path}>
              <img src={storageUrl(image.path)} alt="" width={96} height={96} loading="lazy" />
              <div className="image-fields">
                <div className="field">
                  <label htmlFor={`${id}-alt-${i}`}>
                    {single ? 'Alt text' : `Alt text for image ${i + 1}`}
                    {!single && i === 0 && <span className="muted"> (featured)</span>}
                  </label>
                  <input
                    id={`${id}-alt-${i}`}
                    type="text"
                    maxLength={300}
                    value={image.alt}
                    onChange={(e) => setAlt(i, e.target.value)}
                  />
                </div>
                <div className="actions">
                  {!single && i > 0 && (
                    <button
                      type="button"
                      id={`${id}-up-${i}`}
                      aria-label={`Move image ${i + 1} up`}
                      onClick={() => move(i, -1, 'up')}
                    >
                      ↑ Up
                    </button>
                  )}
                  {!single && i < value.length - 1 && (
                    <button
                      type="button"
                      id={`${id}-down-${i}`}
                      aria-label={`Move image ${i + 1} down`}
                      onClick={() => move(i, 1, 'down')}
                    >
                      ↓ Down
                    </button>
                  )}
                  <button
                    type="button"
                    aria-label={single ? 'Remove image' : `Remove image ${i + 1}`}
                    onClick={() => remove(i)}
                  >
                    Remove
                  </button>
                </div>
              </div>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No image yet.</p>
      )}
      <div className="field">
        <label htmlFor={`${id}-file`}>
          {single ? (value.length ? 'Replace the image' : 'Upload an image') : 'Upload images'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          multiple={!single}
          disabled={busy > 0 || (!single && room <= 0)}
          aria-describedby={described}
          onChange={upload}
        />
        <p id={hintId} className="hint">
          PNG, JPEG or WebP, at most {mb(MAX_UPLOAD_BYTES)}, 100 to 8000 pixels a side.
          {!single && ` The first image is the featured one; up to ${max}.`}
        </p>
      </div>
      {errors.length > 0 && (
        <ul id={errorsId} className="field-error" role="alert">
          {errors.map((e) => (
            <li key={e}>{e}</li>
          ))}
        </ul>
      )}
      <p aria-live="polite" className="visually-hidden">
        {busy > 0 ? `Uploading ${busy} image${busy === 1 ? '' : 's'}…` : (news ?? '')}
      </p>
      {busy > 0 && (
        <p className="muted" aria-hidden="true">
          Uploading…
        </p>
      )}
    </fieldset>
  );
}
