/**
 * Rich text for descriptions and page bodies: a Tiptap editor with a labelled toolbar.
 * The editor is loaded only when a screen shows one (React.lazy), so the back office's first screen
 * stays small; until then a labelled, read-only copy of the text stands in. The HTML it produces is
 * sanitised again by the API (lib/html's allow-list) before it is stored.
 */
import { lazy, Suspense } from 'react';

export interface RichTextProps {
  /** The editable area's id (a label's target; errors use `${id}-error`). */
  id: string;
  label: string;
  /** HTML; '' when empty. */
  value: string;
  onChange(html: string): void;
  /** Ids of the hint or error texts read with the field. */
  describedBy?: string;
}

const Editor = lazy(() => import('./rich-text-editor.tsx'));

export function RichText(props: RichTextProps) {
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
