/**
 * A list of uploaded images: upload (api/uploads.ts), alt text for each, move up/down, remove. The
 * first image is the featured one. `ImageFieldList` is the list as a react-hook-form field array (the
 * product gallery: each alt text a registered field, its errors beside it); `ImageList` the same
 * controls over a value and onChange (with `max={1}` a single image, a brand logo, a slide:
 * uploading replaces it).
 */
import { type ChangeEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import {
  type ArrayPath,
  type FieldArray,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useFieldArray,
} from 'react-hook-form';
import { MAX_UPLOAD_BYTES } from '../lib/forms/limits.ts';
import { errorText } from './api/client.ts';
import { type UploadKind, useUploadImage } from './api/uploads.ts';
import { errorOf } from './form/field.tsx';

export type { UploadKind };

export interface ImageItem {
  path: string;
  alt: string;
}

interface Common {
  /** Prefix of the ids inside (`${id}-file`, `${id}-alt-0` …). */
  id: string;
  label: string;
  kind: UploadKind;
  /** Most images (default 20). */
  max?: number;
  /** Alt text given to a new upload (e.g. the product's title); the editor can change it. */
  defaultAlt?: string;
  /** Ids of hint or error texts read with the file picker (a server error about the images). */
  describedBy?: string;
}

export interface ImageListProps extends Common {
  value: ImageItem[];
  onChange(images: ImageItem[]): void;
}

/** Where the site serves an uploaded image. */
export const storageUrl = (path: string) => `/storage/${path}`;

const ACCEPT = 'image/png,image/jpeg,image/webp';
const mb = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MB`;

/** What the list's buttons do to the images, whoever keeps them. */
interface Moves {
  /** The images in order: a key for React and the path shown. */
  items: { key: string; path: string }[];
  add(images: ImageItem[]): void;
  move(from: number, to: number): void;
  remove(index: number): void;
  /** The alt text box of image `index` (label and id given). */
  alt(index: number, id: string): ReactNode;
}

function ImageListView({
  id,
  label,
  kind,
  max = 20,
  defaultAlt = '',
  describedBy,
  invalid,
  moves,
}: Common & { invalid?: boolean; moves: Moves }) {
  const [busy, setBusy] = useState(0);
  const [errors, setErrors] = useState<string[]>([]);
  const [news, setNews] = useState<string | null>(null);
  const upload = useUploadImage();
  /** After a move, the same button at the image's new place keeps the focus. */
  const refocus = useRef<string | null>(null);

  useEffect(() => {
    if (!refocus.current) return;
    document.getElementById(refocus.current)?.focus();
    refocus.current = null;
  });

  const single = max === 1;
  const { items } = moves;
  const room = max - items.length;

  const onFiles = async (e: ChangeEvent<HTMLInputElement>) => {
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
        try {
          added.push({ path: await upload.mutateAsync({ kind, file }), alt: defaultAlt });
        } catch (error) {
          problems.push(`${file.name}: ${errorText(error)}`);
        }
      }
      setBusy((n) => n - 1);
    }
    setErrors(problems);
    if (added.length) {
      moves.add(added);
      setNews(`${added.length} image${added.length === 1 ? '' : 's'} uploaded.`);
    }
  };

  const move = (from: number, by: -1 | 1, button: 'up' | 'down') => {
    const to = from + by;
    if (to < 0 || to >= items.length) return;
    // The button pressed may vanish at the new place (no "up" on the first); use the other one.
    const lands = (to === 0 && button === 'up') || (to === items.length - 1 && button === 'down');
    const which = lands ? (button === 'up' ? 'down' : 'up') : button;
    refocus.current = `${id}-${which}-${to}`;
    moves.move(from, to);
    setNews(`Image moved to position ${to + 1} of ${items.length}.`);
  };

  const remove = (index: number) => {
    const left = items.length - 1;
    refocus.current = left ? `${id}-alt-${Math.min(index, left - 1)}` : `${id}-file`;
    moves.remove(index);
    setNews(`Image ${index + 1} removed.`);
  };

  const hintId = `${id}-hint`;
  const errorsId = `${id}-upload-errors`;
  const described = [hintId, errors.length ? errorsId : '', describedBy ?? ''].filter(Boolean).join(' ');

  return (
    <fieldset className="image-list" aria-busy={busy > 0}>
      <legend>{label}</legend>
      {items.length > 0 ? (
        <ol className="images">
          {items.map((image, i) => (
            <li key={image.key}>
              <img src={storageUrl(image.path)} alt="" width={96} height={96} loading="lazy" />
              <div className="image-fields">
                <div className="field">
                  <label htmlFor={`${id}-alt-${i}`}>
                    {single ? 'Alt text' : `Alt text for image ${i + 1}`}
                    {!single && i === 0 && <span className="muted"> (featured)</span>}
                  </label>
                  {moves.alt(i, `${id}-alt-${i}`)}
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
                  {!single && i < items.length - 1 && (
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
          {single ? (items.length ? 'Replace the image' : 'Upload an image') : 'Upload images'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept={ACCEPT}
          multiple={!single}
          disabled={busy > 0 || (!single && room <= 0)}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={described}
          onChange={onFiles}
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

/** The images as a value and onChange (a record's single image). */
export function ImageList({ value, onChange, max = 20, ...common }: ImageListProps) {
  const moves: Moves = {
    items: value.map((image) => ({ key: image.path, path: image.path })),
    add: (added) => onChange(max === 1 ? added : [...value, ...added]),
    move: (from, to) => {
      const next = [...value];
      const [item] = next.splice(from, 1);
      next.splice(to, 0, item!);
      onChange(next);
    },
    remove: (index) => onChange(value.filter((_, i) => i !== index)),
    alt: (index, id) => (
      <input
        id={id}
        type="text"
        maxLength={300}
        value={value[index]?.alt ?? ''}
        onChange={(e) =>
          onChange(value.map((item, i) => (i === index ? { ...item, alt: e.target.value } : item)))
        }
      />
    ),
  };
  return <ImageListView {...common} max={max} moves={moves} />;
}

/**
 * The images as field `name` of a react-hook-form form (a field array of { path, alt }): moves,
 * uploads and removals change the form (and make it dirty); each alt text is a registered field with
 * its own error beside it.
 */
export function ImageFieldList<T extends FieldValues>({
  form,
  name,
  invalid,
  ...common
}: Common & { form: UseFormReturn<T, unknown, T>; name: ArrayPath<T>; invalid?: boolean }) {
  const { fields, append, move, remove } = useFieldArray({ control: form.control, name });
  const moves: Moves = {
    items: fields.map((f) => ({ key: f.id, path: String((f as unknown as ImageItem).path) })),
    add: (added) => {
      if (common.max === 1) remove();
      append(added as FieldArray<T, ArrayPath<T>>[]);
    },
    move,
    remove,
    alt: (index, id) => {
      const altName = `${name}.${index}.alt` as Path<T>;
      const error = errorOf(form, altName);
      return (
        <>
          <input
            id={id}
            type="text"
            maxLength={300}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
            {...form.register(altName)}
          />
          {error && (
            <span id={`${id}-error`} className="field-error">
              {error}
            </span>
          )}
        </>
      );
    },
  };
  return <ImageListView {...common} invalid={invalid} moves={moves} />;
}
