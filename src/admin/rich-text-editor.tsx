/**
 * The Tiptap editor behind RichText (loaded lazily by rich-text.tsx). A toolbar in the ARIA toolbar
 * pattern (one tab stop, arrow keys between buttons, aria-pressed on formats), headings limited to
 * H2/H3 (the page has its own H1), and links edited in a small inline form rather than a prompt.
 */
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { isSitePath } from '../lib/site/site-path.ts';
import type { RichTextProps } from './rich-text.tsx';

type Editor = NonNullable<ReturnType<typeof useEditor>>;

interface Tool {
  name: string;
  /** Shortcut shown to sighted users and announced as aria-keyshortcuts. */
  keys?: string;
  active?: (e: Editor) => boolean;
  enabled?: (e: Editor) => boolean;
  run: (e: Editor) => void;
}

const TOOLS: Tool[] = [
  {
    name: 'Bold',
    keys: 'Control+B',
    active: (e) => e.isActive('bold'),
    run: (e) => e.chain().focus().toggleBold().run(),
  },
  {
    name: 'Italic',
    keys: 'Control+I',
    active: (e) => e.isActive('italic'),
    run: (e) => e.chain().focus().toggleItalic().run(),
  },
  {
    name: 'H2 heading',
    active: (e) => e.isActive('heading', { level: 2 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  {
    name: 'H3 heading',
    active: (e) => e.isActive('heading', { level: 3 }),
    run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  {
    name: 'Bullet list',
    active: (e) => e.isActive('bulletList'),
    run: (e) => e.chain().focus().toggleBulletList().run(),
  },
  {
    name: 'Numbered list',
    active: (e) => e.isActive('orderedList'),
    run: (e) => e.chain().focus().toggleOrderedList().run(),
  },
  { name: 'Link', active: (e) => e.isActive('link'), run: () => undefined },
  {
    name: 'Undo',
    keys: 'Control+Z',
    enabled: (e) => e.can().undo(),
    run: (e) => e.chain().focus().undo().run(),
  },
  {
    name: 'Redo',
    keys: 'Control+Shift+Z',
    enabled: (e) => e.can().redo(),
    run: (e) => e.chain().focus().redo().run(),
  },
];

/** Each button's visible text; its accessible name starts with it (axe: label-content-name-mismatch). */
const SHORT: Record<string, string> = {
  Bold: 'B',
  Italic: 'I',
  'H2 heading': 'H2',
  'H3 heading': 'H3',
  'Bullet list': 'Bullet list',
  'Numbered list': 'Numbered list',
  Link: 'Link',
  Undo: 'Undo',
  Redo: 'Redo',
};

/** Only web, mail and phone links survive the server's sanitiser; say so before saving. */
function linkProblem(href: string): string | null {
  if (!href) return null;
  if (href.startsWith('/'))
    return isSitePath(href) ? null : 'A link to a page on this site must be a path such as /shop/.';
  if (/^(https?:\/\/|mailto:|tel:)/i.test(href)) return null;
  return 'A link must start with https://, http://, mailto:, tel: or / (a page on this site).';
}

export default function RichTextEditor({ id, label, value, onChange, describedBy }: RichTextProps) {
  const labelId = `${id}-label`;
  // The editor is made once; its update handler calls the latest onChange.
  const changed = useRef(onChange);
  changed.current = onChange;
  /** The HTML the editor holds as far as the screen knows (its first value, then each update). */
  const known = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        codeBlock: false,
        code: false,
        horizontalRule: false,
        link: { openOnClick: false, autolink: true, HTMLAttributes: { rel: 'noopener', target: null } },
      }),
    ],
    content: value,
    editorProps: {
      attributes: {
        id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(describedBy ? { 'aria-describedby': describedBy } : {}),
        class: 'rte-content',
      },
    },
    onUpdate: ({ editor: e }) => {
      known.current = e.isEmpty ? '' : e.getHTML();
      changed.current(known.current);
    },
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? TOOLS.map((t) => ({ active: t.active?.(e) ?? null, enabled: t.enabled?.(e) ?? true }))
        : TOOLS.map(() => ({ active: null, enabled: false })),
  });

  // A value from outside (a reload, "use the saved version") replaces the text, outside the undo
  // history; the editor's own updates and its first value (which it may normalise) do not.
  useEffect(() => {
    if (!editor || value === known.current) return;
    known.current = value;
    if (value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.chain().setMeta('addToHistory', false).setContent(value, { emitUpdate: false }).run();
  }, [editor, value]);

  // The described-by ids can change (an error appears); the editable area follows.
  // Tiptap's view (and its element) exists only once EditorContent has mounted it; reading it before
  // throws, so the change waits for the next frame until it is there.
  useEffect(() => {
    if (!editor) return;
    let frame = 0;
    const apply = () => {
      let el: HTMLElement | null = null;
      try {
        el = editor.isDestroyed ? null : editor.view.dom;
      } catch {
        frame = requestAnimationFrame(apply);
        return;
      }
      if (!el) return;
      if (describedBy) el.setAttribute('aria-describedby', describedBy);
      else el.removeAttribute('aria-describedby');
    };
    apply();
    return () => cancelAnimationFrame(frame);
  }, [editor, describedBy]);

  const [focusIndex, setFocusIndex] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const [linkOpen, setLinkOpen] = useState(false);
  const [href, setHref] = useState('');
  const [linkError, setLinkError] = useState<string | null>(null);
  const linkInput = useRef<HTMLInputElement | null>(null);

  useEffect(() => {
    if (linkOpen) linkInput.current?.focus();
  }, [linkOpen]);

  const onToolbarKey = (e: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowRight: 1, ArrowLeft: -1 };
    let next: number | null = null;
    if (e.key in moves) next = (focusIndex + (moves[e.key] ?? 0) + TOOLS.length) % TOOLS.length;
    else if (e.key === 'Home') next = 0;
    else if (e.key === 'End') next = TOOLS.length - 1;
    if (next === null) return;
    e.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  const openLink = () => {
    if (!editor) return;
    setHref((editor.getAttributes('link').href as string | undefined) ?? '');
    setLinkError(null);
    setLinkOpen(true);
  };

  const applyLink = () => {
    if (!editor) return;
    const target = href.trim();
    const problem = linkProblem(target);
    if (problem) {
      setLinkError(problem);
      return;
    }
    const chain = editor.chain().focus().extendMarkRange('link');
    if (target) chain.setLink({ href: target }).run();
    else chain.unsetLink().run();
    setLinkOpen(false);
  };

  const closeLink = () => {
    setLinkOpen(false);
    editor?.commands.focus();
  };

  return (
    <div className="field rte">
      {/* The editable area is named by aria-labelledby (a contenteditable is not a labelable element). */}
      <label id={labelId} htmlFor={id}>
        {label}
      </label>
      <div
        role="toolbar"
        aria-label={`${label} formatting`}
        aria-controls={id}
        className="rte-toolbar"
        onKeyDown={onToolbarKey}
      >
        {TOOLS.map((tool, i) => {
          const s = state?.[i];
          return (
            <button
              key={tool.name}
              ref={(el) => {
                buttons.current[i] = el;
              }}
              type="button"
              tabIndex={i === focusIndex ? 0 : -1}
              aria-label={tool.name}
              title={tool.keys ? `${tool.name} (${tool.keys.replace('Control', 'Ctrl')})` : tool.name}
              aria-keyshortcuts={tool.keys}
              aria-pressed={tool.active ? Boolean(s?.active) : undefined}
              aria-expanded={tool.name === 'Link' ? linkOpen : undefined}
              disabled={!editor || s?.enabled === false}
              onFocus={() => setFocusIndex(i)}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => {
                if (!editor) return;
                if (tool.name === 'Link') openLink();
                else tool.run(editor);
              }}
            >
              {SHORT[tool.name]}
            </button>
          );
        })}
      </div>
      {linkOpen && (
        // Not a <form>: the editor sits inside the screen's form, and forms do not nest.
        <div className="rte-link" role="group" aria-label={`Link in ${label}`}>
          <label htmlFor={`${id}-href`}>Link address</label>
          <input
            id={`${id}-href`}
            ref={linkInput}
            type="text"
            inputMode="url"
            value={href}
            aria-invalid={linkError ? true : undefined}
            aria-describedby={linkError ? `${id}-href-error` : `${id}-href-hint`}
            onChange={(e) => setHref(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Escape') closeLink();
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              }
            }}
          />
          {linkError ? (
            <p id={`${id}-href-error`} className="field-error">
              {linkError}
            </p>
          ) : (
            <p id={`${id}-href-hint`} className="hint">
              Leave empty and apply to remove the link.
            </p>
          )}
          <div className="actions">
            <button type="button" className="primary" onClick={applyLink}>
              Apply link
            </button>
            <button type="button" onClick={closeLink}>
              Cancel
            </button>
          </div>
        </div>
      )}
      <EditorContent editor={editor} className="rte-body" />
    </div>
  );
}
