/**
 * One product (#/products/:id, #/products/new): every field, checked in the browser with the API's
 * own schema, saved with its version (PATCH sends only the changed fields). A stale save shows what
 * changed meanwhile (ConflictNotice); after a save PublishStatus follows the change to the site.
 * Duplicate, Deactivate and Delete act on the saved product; Delete asks first, and a product that
 * has been ordered is refused by the server (it can be deactivated instead).
 */
import { useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api/client.ts';
import type { AdminProduct } from '../../../lib/catalogue/catalogue-input.ts';
import { STOCK_LABELS } from '../../../lib/catalogue/stock.ts';
import { type FieldErrors, fieldErrors } from '../../../lib/forms/field-errors.ts';
import { formatMoney, formatPercent } from '../../../lib/pricing/money.ts';
import { api, errorText, patch } from '../../api.ts';
import { type ConflictField, ConflictNotice, plainValue } from '../../conflict.tsx';
import { PublishStatus } from '../../publish-status.tsx';
import { href, navigate } from '../../router.ts';
import { Heading, LoadState, Notice, useLoad } from '../../ui.tsx';
import { FitmentSection } from './FitmentSection.tsx';
import { loadGstBp, loadProductOptions, type ProductOptions, titleById } from './options.ts';
import { productsFlash } from './Products.tsx';
import { fieldId } from './product-field-parts.tsx';
import { MainFields, SideFields } from './product-fields.tsx';
import {
  BLANK_DRAFT,
  byField,
  changedFields,
  checkProduct,
  type Draft,
  draftOf,
  inputOf,
  permalinkOf,
} from './product-form.ts';

/** Fields in the order the screen shows them: the first with an error takes focus. */
const ORDER = [
  'title',
  'sku',
  'permalink',
  'price',
  'discount',
  'short_description',
  'long_description',
  'images',
  'seo_title',
  'seo_description',
  'seo_keywords',
  'page_index',
  'active',
  'stock_status',
  'is_featured',
  'brand_id',
  'category_id',
  'child_category_id',
  'universal',
  'weight_grams',
  'length_mm',
  'width_mm',
  'height_mm',
];

/** A message for the next screen (after Duplicate, the copy's editor says so). */
let flash: string | null = null;

function conflictFields(options: ProductOptions | null): ConflictField<AdminProduct>[] {
  const money = (v: unknown) => (typeof v === 'number' ? formatMoney(v) : plainValue(v));
  const by = (list: { id: number; title: string }[] | undefined) => (v: unknown) =>
    v == null ? 'none' : titleById(list ?? [], v as number);
  const children = options?.categories.flatMap((c) => c.children);
  return [
    { key: 'title', label: 'Title' },
    { key: 'sku', label: 'SKU' },
    { key: 'permalink', label: 'Permalink' },
    { key: 'price_cents', label: 'Price', format: money },
    {
      key: 'discount',
      label: 'Discount',
      format: (v) => {
        const d = v as AdminProduct['discount'];
        if (!d) return 'none';
        return d.type === 'fixed' ? `${formatMoney(d.value)} off` : `${formatPercent(d.value)}% off`;
      },
    },
    { key: 'short_description', label: 'Short description' },
    { key: 'long_description', label: 'Long description' },
    { key: 'brand_id', label: 'Brand', format: by(options?.brands) },
    { key: 'category_id', label: 'Category', format: by(options?.categories) },
    { key: 'child_category_id', label: 'Child category', format: by(children) },
    { key: 'universal', label: 'Fits all vehicles' },
    { key: 'is_featured', label: 'Featured' },
    { key: 'weight_grams', label: 'Weight (g)' },
    { key: 'length_mm', label: 'Length (mm)' },
    { key: 'width_mm', label: 'Width (mm)' },
    { key: 'height_mm', label: 'Height (mm)' },
    { key: 'seo_title', label: 'SEO title' },
    { key: 'seo_description', label: 'SEO description' },
    { key: 'seo_keywords', label: 'SEO keywords' },
    { key: 'page_index', label: 'Search engines may index' },
    { key: 'active', label: 'Active' },
    {
      key: 'stock_status',
      label: 'Stock',
      format: (v) => STOCK_LABELS[v as AdminProduct['stock_status']] ?? String(v),
    },
    {
      key: 'images',
      label: 'Images',
      format: (v) => {
        const list = v as AdminProduct['images'];
        return list.length ? list.map((i, n) => `${n + 1}. ${i.path.split('/').pop()}`).join(', ') : 'none';
      },
    },
  ];
}

function focusFirst(errors: FieldErrors) {
  const first = ORDER.find((k) => errors[k]);
  if (!first) return;
  const target = first === 'images' ? `${fieldId('images')}-file` : fieldId(first);
  requestAnimationFrame(() => document.getElementById(target)?.focus());
}

type Message = { text: string; error: boolean } | null;

function Editor({
  initial,
  options,
  gstBp,
  onSaved,
}: {
  initial: AdminProduct | null;
  options: ProductOptions | null;
  gstBp: number | null;
  /** The saved product changed (its title heads the screen). */
  onSaved(p: AdminProduct): void;
}) {
  const [saved, setSaved] = useState<AdminProduct | null>(initial);
  const [draft, setDraft] = useState<Draft>(() => (initial ? draftOf(initial) : BLANK_DRAFT));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [message, setMessage] = useState<Message>(() => {
    const text = flash;
    flash = null;
    return text ? { text, error: false } : null;
  });
  const [conflict, setConflict] = useState<AdminProduct | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  /** A new product's permalink follows its title until the editor types one. */
  const [permalinkTouched, setPermalinkTouched] = useState(Boolean(initial));

  const dirty = saved ? Object.keys(changedFields(inputOf(draft), saved)).length > 0 : draft !== BLANK_DRAFT;
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => {
    setDraft((d) => {
      const next = { ...d, [key]: value };
      if (key === 'title' && !permalinkTouched) next.permalink = permalinkOf(String(value));
      return next;
    });
    if (key === 'permalink') setPermalinkTouched(true);
    const errorKey = key === 'discount_value' || key === 'discount_type' ? 'discount' : key;
    if (errors[errorKey]) setErrors(({ [errorKey]: _, ...rest }) => rest);
  };

  const accept = (p: AdminProduct, text: string, keepDraft?: Partial<Draft>) => {
    setSaved(p);
    onSaved(p);
    setDraft((d) => (keepDraft ? { ...d, ...keepDraft } : draftOf(p)));
    setErrors({});
    setConflict(null);
    setSavedAt(p.updated_at);
    setMessage({ text, error: false });
  };

  const failed = (err: unknown) => {
    const body = err instanceof ApiError ? (err.body as { current?: AdminProduct } | null) : null;
    if (err instanceof ApiError && err.status === 409 && body?.current) {
      setConflict(body.current);
      setMessage(null);
      return;
    }
    const found = byField(fieldErrors(err));
    setErrors(found);
    setMessage({ text: errorText(err), error: true });
    focusFirst(found);
  };

  const save = async (base: AdminProduct | null, d: Draft) => {
    if (base && !Object.keys(changedFields(inputOf(d), base)).length) {
      setMessage({ text: 'Nothing to save: no field has changed.', error: false });
      return;
    }
    const checked = checkProduct(d, base);
    if (!checked.ok) {
      const count = Object.keys(checked.errors).length;
      setErrors(checked.errors);
      setMessage({
        text: `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change. ${Object.values(checked.errors)[0]}.`,
        error: true,
      });
      focusFirst(checked.errors);
      return;
    }
    setBusy(true);
    setMessage(null);
    try {
      if (base) {
        const res = await patch<{ data: AdminProduct }>(`admin/products/${base.id}`, checked.body);
        accept(res.data, 'Saved.');
      } else {
        const res = await api.post<{ data: AdminProduct }>('admin/products', checked.body);
        accept(res.data, 'Product created.');
        // The address names the new product without reloading the screen (PublishStatus stays).
        history.replaceState(null, '', href('products', res.data.id));
      }
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const toggleActive = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      const res = await patch<{ data: AdminProduct }>(`admin/products/${saved.id}`, {
        version: saved.version,
        active: !saved.active,
      });
      accept(
        res.data,
        res.data.active
          ? 'Activated: the product is back on the site.'
          : 'Deactivated: the product leaves the site.',
        { active: res.data.active },
      );
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };

  const duplicate = async () => {
    if (!saved) return;
    setBusy(true);
    try {
      const res = await api.post<{ data: AdminProduct }>(`admin/products/${saved.id}/duplicate`, {});
      flash = `Copy of ${saved.title} created. It is inactive until you activate it.`;
      navigate(href('products', res.data.id));
    } catch (err) {
      failed(err);
      setBusy(false);
    }
  };

  const remove = async () => {
    if (!saved) return;
    if (!window.confirm(`Delete "${saved.title}" (SKU ${saved.sku})? This cannot be undone.`)) return;
    setBusy(true);
    try {
      await api.delete(`admin/products/${saved.id}`);
      productsFlash(`Deleted ${saved.title} (SKU ${saved.sku}).`);
      navigate(href('products'));
    } catch (err) {
      failed(err);
      setBusy(false);
    }
  };

  const mine = saved ? ({ ...saved, ...inputOf(draft) } as AdminProduct) : null;

  return (
    <>
      {saved && (
        <div className="summary-line">
          <span className={`badge ${saved.active ? 'badge-completed' : 'badge-inactive'}`}>
            {saved.active ? 'Active' : 'Inactive'}
          </span>
          <span>
            SKU <code>{saved.sku}</code>
          </span>
          {saved.active ? (
            <a href={saved.url} target="_blank" rel="noreferrer">
              View on site<span className="visually-hidden"> (opens a new tab)</span>
            </a>
          ) : (
            <span className="muted">Not on the site while inactive</span>
          )}
        </div>
      )}
      {conflict && mine && saved && (
        <ConflictNotice<AdminProduct>
          mine={mine}
          current={conflict}
          fields={conflictFields(options)}
          onTakeTheirs={() => {
            accept(conflict, 'You now have the saved version.');
            setSavedAt(null);
          }}
          onKeepMine={() => {
            // Only the fields this editor changed go on top of the newer version, then save again.
            const changes = changedFields(inputOf(draft), saved);
            const next = draftOf({ ...conflict, ...changes } as AdminProduct);
            setSaved(conflict);
            onSaved(conflict);
            setDraft(next);
            setConflict(null);
            void save(conflict, next);
          }}
        />
      )}
      <form
        className="product-form"
        aria-label="Product"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(saved, draft);
        }}
      >
        <div className="columns">
          <div className="col-main">
            <MainFields
              draft={draft}
              errors={errors}
              set={set}
              options={options}
              savedPermalink={saved?.permalink ?? null}
              gstBp={gstBp}
            />
          </div>
          <div className="col-side">
            <SideFields
              draft={draft}
              errors={errors}
              set={set}
              options={options}
              savedPermalink={saved?.permalink ?? null}
            />
          </div>
        </div>
        <div className="save-bar">
          {message && <Notice error={message.error}>{message.text}</Notice>}
          <PublishStatus savedAt={savedAt} />
          <div className="actions">
            <button type="submit" className="primary" disabled={busy}>
              {busy ? 'Saving…' : saved ? 'Save' : 'Create product'}
            </button>
            {saved && (
              <>
                <button type="button" onClick={duplicate} disabled={busy}>
                  Duplicate
                </button>
                <button type="button" onClick={toggleActive} disabled={busy}>
                  {saved.active ? 'Deactivate' : 'Activate'}
                </button>
                <button type="button" className="danger" onClick={remove} disabled={busy}>
                  Delete
                </button>
              </>
            )}
            {dirty && <span className="muted unsaved">Unsaved changes</span>}
          </div>
        </div>
      </form>
    </>
  );
}

export function ProductEditor({ id }: { id: string }) {
  const isNew = id === 'new';
  const product = useLoad(
    () =>
      isNew
        ? Promise.resolve(null)
        : api.get<{ data: AdminProduct }>(`admin/products/${encodeURIComponent(id)}`).then((r) => r.data),
    [id],
  );
  const options = useLoad(loadProductOptions, []);
  const gst = useLoad(loadGstBp, []);
  const [latest, setLatest] = useState<AdminProduct | null>(null);
  const title =
    (latest && String(latest.id) === id ? latest.title : null) ??
    (product.data && String(product.data.id) === id ? product.data.title : null) ??
    (isNew ? (latest?.title ?? 'New product') : 'Product');
  return (
    <>
      <p className="crumbs">
        <a href={href('products')}>Products</a>
      </p>
      <Heading>{title}</Heading>
      {options.error && <Notice error>Brands and categories could not be loaded: {options.error}</Notice>}
      {isNew ? (
        <Editor key="new" initial={null} options={options.data} gstBp={gst.data} onSaved={setLatest} />
      ) : (
        <LoadState loaded={product}>
          {(p) =>
            p ? (
              <>
                <Editor key={p.id} initial={p} options={options.data} gstBp={gst.data} onSaved={setLatest} />
                <FitmentSection productId={p.id} />
              </>
            ) : null
          }
        </LoadState>
      )}
    </>
  );
}
