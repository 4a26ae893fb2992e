/** A delete button that asks first: 'Delete this address?' with Yes, delete and Cancel. */
import { type ReactNode, useEffect, useRef, useState } from 'react';

interface Props {
  /** What the first button says (the address it is about may be added for screen readers). */
  children: ReactNode;
  className?: string;
  /** Deletes; the buttons stay disabled until it settles. */
  onConfirm: () => Promise<unknown>;
}

export function DeleteAddress({ children, className = 'link-button', onConfirm }: Props) {
  const [asking, setAsking] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancel = useRef<HTMLButtonElement>(null);
  const start = useRef<HTMLButtonElement>(null);
  const asked = useRef(false);

  // Focus follows the question: to Cancel when it opens, back to the first button when it closes.
  useEffect(() => {
    if (asking) cancel.current?.focus();
    else if (asked.current) start.current?.focus();
    asked.current = asking;
  }, [asking]);

  if (!asking)
    return (
      <button ref={start} type="button" className={className} onClick={() => setAsking(true)}>
        {children}
      </button>
    );
  return (
    <span role="group" aria-label="Confirm deletion" className="confirm-delete">
      <span>Delete this address?</span>{' '}
      <button
        type="button"
        className="btn"
        disabled={busy}
        onClick={async () => {
          setBusy(true);
          await onConfirm();
          setBusy(false);
          setAsking(false);
        }}
      >
        Yes, delete
      </button>{' '}
      <button ref={cancel} type="button" className="btn btn-secondary" onClick={() => setAsking(false)}>
        Cancel
      </button>
    </span>
  );
}
