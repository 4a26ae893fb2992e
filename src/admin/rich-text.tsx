/**
 * Rich text for descriptions and page bodies: a Tiptap editor with a labelled toolbar.
 * The editor is loaded only when a screen shows one (React.lazy), so the back office's first screen
 * stays small; until then a labelled, read-only copy of the text stands in. The HTML it produces is
 * sanitised again by the API (lib/html's allow-list) before it is stored.
 */
import { lazy, Suspense, useEffect } from 'react';

export interface RichTextProps {
  /** The editable area's id (a label's target; errors use `${id}-error`). */
  id: string;
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  /** Ids of the hint or error texts read with the field. */
  describedBy?: string;
  /** The field has an error: the editable area says so (aria-invalid). */
  invalid?: boolean;
}

/**
 * Marks the element `id` aria-invalid while `invalid`, for controls drawn by a component that does
 * not take the attribute (the editor's area, an image's file picker); it waits for the element to
 * be there (the editor is loaded lazily).
 */
export function useAriaInvalid(id: string, invalid: boolean | undefined): void {
  useEffect(() => {
    let frame = 0;
    let tries = 0;
    const apply = () => {
      const el = document.getElementById(id);
      if (!el) {
        if (tries++ < 120) frame = requestAnimationFrame(apply);
        return;
      }
      if (invalid) el.setAttribute('aria-invalid', 'true');
      else el.removeAttribute('aria-invalid');
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [id, invalid]);
}

const Editor = lazy(() => import('./rich-text-editor.tsx'));

export function RichText({ invalid, ...props }: RichTextProps) {
  useAriaInvalid(props.id, invalid);
  return (
    <Suspense
      fallback={
        <div className="field rte">
          <label htmlFor={props.id}>{props.label}</label>
          <textarea
            id={props.id}
            className="rte-loading"
            readOnly
            aria-busy="true"
            aria-describedby={props.describedBy}
            value={props.value
              .replace(/<[^>]*>/g, ' ')
              .replace(/\s+/g, ' ')
              .trim()}
          />
        </div>
      }
    >
      <Editor {...props} />
    </Suspense>
  );
}
