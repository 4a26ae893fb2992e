/**
 * The search synonym list: one group of equivalent terms a line ("brake, break"), saved whole. Both
 * search backends apply it; a save rebuilds the site's static search and shows the build. A save
 * from an older copy is refused and their list offered; `?add=word` (from the search report) starts
 * a new line with the word.
 */
import { type FormEvent, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api/client.ts';
import type { SynonymList } from '../../../lib/api/schemas/search.ts';
import { errorText } from '../../api/client.ts';
import { useSaveSynonyms, useSynonyms } from '../../api/search-tuning.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href } from '../../router.ts';
import { Heading, Notice, QueryState, When } from '../../ui.tsx';
import { groupsOf, linesOf, linesProblem, withNewGroup } from './synonym-lines.ts';

function Editor({ list, add }: { list: SynonymList; add: string | null }) {
  const [text, setText] = useState(() =>
    add ? withNewGroup(linesOf(list.groups), add) : linesOf(list.groups),
  );
  const [version, setVersion] = useState(list.version);
  const [problem, setProblem] = useState<string | null>(null);
  const [theirs, setTheirs] = useState<SynonymList | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const save = useSaveSynonyms();

  useEffect(() => {
    if (add) document.getElementById('synonym-lines')?.focus();
  }, [add]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const local = linesProblem(text);
    setProblem(local);
    if (local) return;
    setTheirs(null);
    save.mutate(
      { groups: groupsOf(text), version },
      {
        onSuccess: (saved) => {
          setText(linesOf(saved.groups));
          setVersion(saved.version);
          setSavedAt(new Date().toISOString());
        },
        onError: (error) => {
          const current =
            (error instanceof ApiError &&
              error.status === 409 &&
              (error.body as { current?: SynonymList })?.current) ||
            null;
          setTheirs(current);
          // Saving again now puts this text over theirs, knowingly.
          if (current) setVersion(current.version);
          setProblem(errorText(error));
        },
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label="Search synonyms">
      <div className="field">
        <label htmlFor="synonym-lines">Synonyms: one group a line, terms separated by commas</label>
        <textarea
          id="synonym-lines"
          rows={20}
          value={text}
          spellCheck={false}
          aria-describedby="synonym-help"
          onChange={(e) => setText(e.target.value)}
        />
        <p id="synonym-help" className="hint">
          A search for any term of a line also finds the others ("break pads" finds brake pads). Up to 20
          terms a line, 40 characters a term, 500 lines.
        </p>
      </div>
      <Notice error>{problem}</Notice>
      {theirs && (
        <details>
          <summary>
            Their list (saved <When at={theirs.updated_at} />)
          </summary>
          <pre>{linesOf(theirs.groups)}</pre>
          <button type="button" onClick={() => setText(linesOf(theirs.groups))}>
            Use their list
          </button>
        </details>
      )}
      <p>
        {list.version === 0 && version === 0 ? 'The shop uses the starting list. ' : ''}
        <a href={href('search-analytics')}>What shoppers search for</a>
      </p>
      <button type="submit" className="primary" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save synonyms'}
      </button>
      <PublishStatus savedAt={savedAt} />
    </form>
  );
}

export function Synonyms({ query }: { query: URLSearchParams }) {
  const synonyms = useSynonyms();
  const add = query.get('add');
  return (
    <>
      <Heading>Search synonyms</Heading>
      <QueryState query={synonyms}>{(list) => <Editor key={add ?? ''} list={list} add={add} />}</QueryState>
    </>
  );
}
