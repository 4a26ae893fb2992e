/**
 * The emails' previews (#/emails): pick a template and see it as the shop sends it, made from a
 * sample order with the branding in Settings: the HTML in a sandboxed frame (srcdoc, no scripts, no
 * same origin) beside the plain-text part, and "Send a test email" to one's own address.
 */
import { useState } from 'react';
import { errorText } from '../../api/client.ts';
import { useEmailPreview, useEmailTemplates, useSendTestEmail } from '../../api/emails.ts';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import './emails.css';

function Preview({ id }: { id: string }) {
  const preview = useEmailPreview(id);
  const send = useSendTestEmail();
  const [news, setNews] = useState<{ text: string; error?: boolean } | null>(null);
  return (
    <QueryState query={preview}>
      {(mail) => (
        <section aria-labelledby="email-subject" className="email-preview">
          <h2 id="email-subject">Subject: {mail.subject}</h2>
          <div className="actions">
            <button
              type="button"
              className="primary"
              disabled={send.isPending}
              onClick={() => {
                setNews(null);
                send.mutate(id, {
                  onSuccess: (answer) => setNews({ text: answer.message }),
                  onError: (error) => setNews({ text: errorText(error), error: true }),
                });
              }}
            >
              {send.isPending ? 'Sending…' : 'Send a test email'}
            </button>
          </div>
          {news && <Notice error={news.error}>{news.text}</Notice>}
          <div className="email-parts">
            <figure>
              <figcaption>HTML</figcaption>
              <iframe title={`HTML of ${mail.label}`} sandbox="" srcDoc={mail.html} className="email-frame" />
            </figure>
            <figure>
              <figcaption>Plain text</figcaption>
              <pre className="email-text">{mail.text}</pre>
            </figure>
          </div>
        </section>
      )}
    </QueryState>
  );
}

export function EmailPreviews() {
  const templates = useEmailTemplates();
  const [chosen, setChosen] = useState<string | null>(null);
  return (
    <>
      <Heading>Email previews</Heading>
      <p className="muted">
        Each email made from a sample order (no customer's data) with the logo, colour and footer from
        Settings. A test email goes to your own address.
      </p>
      <QueryState query={templates}>
        {(list) => {
          const id = chosen ?? list[0]?.id ?? null;
          return (
            <>
              <label className="email-pick">
                Template{' '}
                <select value={id ?? ''} onChange={(e) => setChosen(e.target.value)}>
                  {list.map((t) => (
                    <option key={t.id} value={t.id}>
                      {t.label}
                    </option>
                  ))}
                </select>
              </label>
              {id && <Preview key={id} id={id} />}
            </>
          );
        }}
      </QueryState>
    </>
  );
}
