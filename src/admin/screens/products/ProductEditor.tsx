/**
 * One product (#/products/:id, #/products/new): every field, a react-hook-form form checked in the
 * browser with the API's own schema (product-form.ts's resolver), saved with its version (PATCH
 * sends only the changed fields). A field the server refuses (a SKU or permalink another product
 * has) shows its message beside it and takes focus; a stale save shows what changed meanwhile
 * (ConflictNotice); after a save PublishStatus follows the change to the site. Duplicate, Deactivate
 * and Delete act on the saved product; Delete asks first, and a product that has been ordered is
 * refused by the server (it can be deactivated instead).
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { FieldErrors as FormErrors } from 'react-hook-form';
import { can } from '../../../lib/account/staff-roles.ts';
import { ApiError } from '../../../lib/api/client.ts';
import type { AdminProduct } from '../../../lib/catalogue/catalogue-input.ts';
import { STOCK_LABELS, type StockStatus } from '../../../lib/catalogue/stock.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { FREIGHT_CLASS_NAMES, type FreightClass } from '../../../lib/freight/goods.ts';
import { formatMoney, formatPercent } from '../../../lib/pricing/money.ts';
import { errorText } from '../../api/client.ts';
import { useGstBp, useProductOptions } from '../../api/options.ts';
import {
  leaveNotice,
  productChanged,
  useDeleteProduct,
  useDuplicateProduct,
  useNotice,
  useProduct,
  useSaveProduct,
} from '../../api/products.ts';
import { useProductStock } from '../../api/stock.ts';
import { type ConflictField, ConflictNotice, plainValue } from '../../conflict.tsx';
import { FormError } from '../../form/field.tsx';
import { useAdminForm } from '../../form/use-admin-form.ts';
import { PublishStatus } from '../../publish-status.tsx';
import { href, navigate } from '../../router.ts';
import type { Staff } from '../../types.ts';
import { Heading, Notice, QueryState } from '../../ui.tsx';
import { StockSection } from '../stock/StockSection.tsx';
import { FitmentSection } from './FitmentSection.tsx';
import { type ProductOptions, titleById } from './options.ts';
import { MainFields, SideFields } from './product-fields.tsx';
import {
  BLANK_DRAFT,
  changedFields,
  checkProduct,
  type Draft,
  draftOf,
  inputOf,
  productResolver,
  withFormFields,
} from './product-form.ts';

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
    {
      key: 'freight_class',
      label: 'Freight class',
      format: (v) => FREIGHT_CLASS_NAMES[v as FreightClass] ?? String(v),
    },
    {
      key: 'dangerous_goods',
      label: 'Dangerous goods',
      format: (v) => {
        const dg = v as AdminProduct['dangerous_goods'];
        if (!dg) return 'none';
        const group = dg.packing_group ? `, packing group ${dg.packing_group}` : '';
        return `${dg.un}, class ${dg.dg_class}${group}${dg.limited_quantity ? ', limited quantity' : ''}`;
      },
    },
    { key: 'is_virtual', label: 'Not shipped' },
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

/** Each input's error message, as the fields show them (an image's alt text as images.N.alt). */
function shownErrors(errors: FormErrors<Draft>): FieldErrors {
  const out: FieldErrors = {};
  for (const [key, error] of Object.entries(errors) as [string, unknown][]) {
    if (key === 'root' || !error) continue;
    const e = error as { message?: unknown; root?: { message?: unknown } } & Record<string, unknown>;
    if (typeof e.message === 'string') out[key] = e.message;
    else if (typeof e.root?.message === 'string') out[key] = e.root.message;
    if (key === 'images' && Array.isArray(error))
      error.forEach((item: { alt?: { message?: string } } | undefined, i) => {
        if (item?.alt?.message) out[`images.${i}.alt`] = item.alt.message;
      });
  }
  return out;
}

type Message = { text: string; error: boolean } | null;

function Editor({
  initial,
  options,
  gstBp,
  stockStatus = null,
  counted = false,
  onSaved,
}: {
  initial: AdminProduct | null;
  options: ProductOptions | null;
  gstBp: number | null;
  /** The status as the product's stock answer has it (null until read, or unreadable for the role). */
  stockStatus?: StockStatus | null;
  /** The product's stock is counted: its status is worked out from it, not set here. */
  counted?: boolean;
  /** The saved product changed (its title heads the screen). */
  onSaved(p: AdminProduct): void;
}) {
  const [saved, setSaved] = useState<AdminProduct | null>(initial);
  /** The product the form was made from, for the resolver and the save (a state update comes later). */
  const base = useRef(saved);
  const notice = useNotice(`product-${initial?.id ?? 'new'}`);
  const [message, setMessage] = useState<Message>(() => (notice ? { text: notice, error: false } : null));
  const [conflict, setConflict] = useState<AdminProduct | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  /** The last save was refused by the server (not by the browser's check). */
  const refused = useRef(false);
  const saveProduct = useSaveProduct();
  const duplicateProduct = useDuplicateProduct();
  const deleteProduct = useDeleteProduct();

  const form = useAdminForm<Draft>({
    defaultValues: initial ? draftOf(initial) : BLANK_DRAFT,
    resolver: productResolver(() => base.current),
    // Focus goes to the first field in the screen's order that has an error (below).
    shouldFocusError: false,
    onConflict: (current) => {
      setConflict(current as AdminProduct);
      setMessage(null);
    },
  });
  const draft = form.watch();
  const errors = shownErrors(form.formState.errors);

  // A stock change may have moved the status since the product was read: the form starts from it
  // again (unless edited), so turning counting off leaves the status the stock last gave.
  useEffect(() => {
    if (stockStatus && !form.getFieldState('stock_status').isDirty)
      form.resetField('stock_status', { defaultValue: stockStatus });
  }, [stockStatus, form]);

  const becomes = (p: AdminProduct) => {
    base.current = p;
    setSaved(p);
    onSaved(p);
  };

  /** A save's answer: the form is clean again at it (or keeps the edits `keepEdits` says). */
  const accept = (p: AdminProduct, text: string, keepEdits = false) => {
    becomes(p);
    form.reset(draftOf(p), { keepDirtyValues: keepEdits });
    setConflict(null);
    setSavedAt(p.updated_at);
    setMessage({ text, error: false });
  };

  /** A failed action beside the form (Duplicate, Activate, Delete): a 409 with the product as saved now shows the conflict. */
  const failed = (err: unknown) => {
    const current =
      err instanceof ApiError && err.status === 409 && (err.body as { current?: AdminProduct })?.current;
    if (current) {
      setConflict(current);
      setMessage(null);
    } else setMessage({ text: errorText(err), error: true });
  };

  const save = async (values: Draft) => {
    const from = base.current;
    if (from && !Object.keys(changedFields(inputOf(values), from)).length) {
      setMessage({ text: 'Nothing to save: no field has changed.', error: false });
      return;
    }
    const checked = checkProduct(values, from);
    if (!checked.ok) return; // the resolver has said why
    try {
      const p = await saveProduct.mutateAsync({ id: from?.id ?? null, body: checked.body });
      accept(p, from ? 'Saved.' : 'Product created.');
      // The address names the new product without reloading the screen (PublishStatus stays).
      if (!from) history.replaceState(null, '', href('products', p.id));
    } catch (err) {
      refused.current = true;
      throw withFormFields(err);
    }
  };

  const submit = async (event?: FormEvent) => {
    setMessage(null);
    refused.current = false;
    await form.submit(save)(event);
    const found = shownErrors(form.control._formState.errors);
    const count = Object.keys(found).length;
    if (!count) return;
    // The server's refusal is the form's error (FormError); the browser's check is summed up here.
    if (!refused.current)
      setMessage({
        text: `Not saved: ${count === 1 ? 'one field needs' : `${count} fields need`} a change. ${Object.values(found)[0]}.`,
        error: true,
      });
    requestAnimationFrame(() =>
      formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus(),
    );
  };

  const toggleActive = async () => {
    if (!saved) return;
    try {
      const p = await saveProduct.mutateAsync({
        id: saved.id,
        body: { version: saved.version, active: !saved.active },
      });
      accept(
        p,
        p.active
          ? 'Activated: the product is back on the site.'
          : 'Deactivated: the product leaves the site.',
        true,
      );
      form.setValue('active', p.active, { shouldDirty: true });
    } catch (err) {
      failed(err);
    }
  };

  const duplicate = async () => {
    if (!saved) return;
    try {
      const copy = await duplicateProduct.mutateAsync(saved.id);
      leaveNotice(
        `product-${copy.id}`,
        `Copy of ${saved.title} created. It is inactive until you activate it.`,
      );
      navigate(href('products', copy.id));
    } catch (err) {
      failed(err);
    }
  };

  const remove = async () => {
    if (!saved) return;
    if (!window.confirm(`Delete "${saved.title}" (SKU ${saved.sku})? This cannot be undone.`)) return;
    try {
      await deleteProduct.mutateAsync(saved.id);
      leaveNotice('products', `Deleted ${saved.title} (SKU ${saved.sku}).`);
      navigate(href('products'));
    } catch (err) {
      failed(err);
    }
  };

  const busy =
    form.formState.isSubmitting ||
    saveProduct.isPending ||
    duplicateProduct.isPending ||
    deleteProduct.isPending;
  const dirty = form.formState.isDirty;
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
            productChanged(conflict);
            accept(conflict, 'You now have the saved version.');
            setSavedAt(null);
          }}
          onKeepMine={() => {
            // Only the fields this editor changed go on top of the newer version, then save again.
            const changes = changedFields(inputOf(form.getValues()), saved);
            const next = draftOf({ ...conflict, ...changes } as AdminProduct);
            const theirs = draftOf(conflict);
            productChanged(conflict);
            becomes(conflict);
            setConflict(null);
            form.reset(theirs);
            for (const key of Object.keys(next) as (keyof Draft)[])
              if (JSON.stringify(next[key]) !== JSON.stringify(theirs[key]))
                form.setValue(key, next[key] as never, { shouldDirty: true });
            void submit();
          }}
        />
      )}
      <form ref={formRef} className="product-form" aria-label="Product" noValidate onSubmit={submit}>
        <div className="columns">
          <div className="col-main">
            <MainFields
              form={form}
              draft={draft}
              errors={errors}
              options={options}
              savedPermalink={saved?.permalink ?? null}
              gstBp={gstBp}
            />
          </div>
          <div className="col-side">
            <SideFields
              form={form}
              draft={draft}
              errors={errors}
              options={options}
              savedPermalink={saved?.permalink ?? null}
              countedStatus={counted ? stockStatus : null}
            />
          </div>
        </div>
        <div className="save-bar">
          {message && <Notice error={message.error}>{message.text}</Notice>}
          {!message && <FormError form={form} />}
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

export function ProductEditor({ id, staff }: { id: string; staff: Staff }) {
  const isNew = id === 'new';
  const product = useProduct(id, !isNew);
  const readsStock = can(staff.role, 'inventory:read');
  const stock = useProductStock(id, readsStock && !isNew);
  const options = useProductOptions();
  const gst = useGstBp();
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
      {options.error ? (
        <Notice error>Brands and categories could not be loaded: {errorText(options.error)}</Notice>
      ) : null}
      {isNew ? (
        <Editor
          key="new"
          initial={null}
          options={options.data}
          gstBp={gst.data ?? null}
          onSaved={setLatest}
        />
      ) : (
        <QueryState query={product}>
          {(p) => (
            <>
              <Editor
                key={p.id}
                initial={p}
                options={options.data}
                gstBp={gst.data ?? null}
                stockStatus={stock.data?.stock_status ?? null}
                counted={stock.data?.track_stock ?? false}
                onSaved={setLatest}
              />
              {readsStock && <StockSection productId={p.id} canWrite={can(staff.role, 'inventory:write')} />}
              <FitmentSection productId={p.id} />
            </>
          )}
        </QueryState>
      )}
    </>
  );
}
