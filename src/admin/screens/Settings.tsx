/** Tracking-link templates per carrier: the link the customer gets when an order ships. */
import { type FormEvent, useState } from 'react';
import { CARRIERS, type Carrier } from '../../lib/fulfilment.ts';
import { api, errorText, patch } from '../api.ts';
import { Heading, LoadState, Notice, useLoad } from '../ui.tsx';

type Links = Partial<Record<Carrier, string>>;

function LinksForm({ initial }: { initial: Links }) {
  const [links, setLinks] = useState(initial);
  const [message, setMessage] = useState<{ text: string; error: boolean } | null>(null);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    try {
      await patch('admin/settings', { tracking_links: links });
      setMessage({ text: 'Tracking links saved.', error: false });
    } catch (err) {
      setMessage({ text: errorText(err), error: true });
    }
  };
  return (
    <form className="card" onSubmit={submit} aria-labelledby="links-title">
      <h2 id="links-title">Tracking links</h2>
      <p className="muted">
        An https address with {'{tracking}'} where the tracking number goes; empty for none.
      </p>
      {(Object.entries(CARRIERS) as [Carrier, string][]).map(([key, name]) => (
        <div className="field" key={key}>
          <label htmlFor={`link-${key}`}>{name}</label>
          <input
            id={`link-${key}`}
            type="url"
            value={links[key] ?? ''}
            onChange={(e) => setLinks({ ...links, [key]: e.target.value })}
          />
        </div>
      ))}
      {message && <Notice error={message.error}>{message.text}</Notice>}
      <button type="submit" className="primary">
        Save
      </button>
    </form>
  );
}

export function Settings() {
  const settings = useLoad(
    () =>
      api
        .get<{ data: { tracking_links?: Links } }>('admin/settings')
        .then((r) => r.data.tracking_links ?? {}),
    [],
  );
  return (
    <>
      <Heading>Settings</Heading>
      <LoadState loaded={settings}>{(links) => <LinksForm initial={links} />}</LoadState>
    </>
  );
}
