/**
 * The product editor's inputs, grouped as an editor thinks of a product (Basics, Price,
 * Descriptions, Images, SEO; Visibility, Organisation, Shipping beside them). Each control has a
 * label; its hint and error are read with it (aria-describedby) and an error marks it invalid.
 */
import type { ReactNode } from 'react';
import { STOCK_LABELS, STOCK_STATUSES, type StockStatus } from '../../../lib/catalogue/stock.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { productPath } from '../../../lib/site/urls.ts';
import { ImageList } from '../../image-list.tsx';
import { RichText } from '../../rich-text.tsx';
import type { ProductOptions } from './options.ts';
import { PriceFields } from './PriceFields.tsx';
import { aria, fieldId, Messages } from './product-field-parts.tsx';
import type { Draft } from './product-form.ts';

type Set = <K extends keyof Draft>(key: K, value: Draft[K]) => void;

interface Props {
  draft: Draft;
  errors: FieldErrors;
  set: Set;
  options: ProductOptions | null;
  /** The permalink the product is saved under (null for a new one): a change is explained. */
  savedPermalink: string | null;
  /** The shop's GST rate in basis points (null until loaded): the price shows GST-inclusive too. */
  gstBp?: number | null;
}

function Text({
  name,
  label,
  draft,
  errors,
  set,
  hint,
  inputMode,
  required,
  prefix,
}: Props & {
  name: keyof Draft;
  label: string;
  hint?: ReactNode;
  inputMode?: 'decimal' | 'numeric';
  required?: boolean;
  prefix?: string;
}) {
  const input = (
    <input
      {...aria(name, errors, Boolean(hint))}
      type="text"
      inputMode={inputMode}
      required={required}
      autoComplete="off"
      value={String(draft[name])}
      onChange={(e) => set(name, e.target.value as never)}
    />
  );
  return (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      {prefix ? (
        <div className="affix">
          <span aria-hidden="true">{prefix}</span>
          {input}
        </div>
      ) : (
        input
      )}
      <Messages name={name} hint={hint} errors={errors} />
    </div>
  );
}

function Check({
  name,
  label,
  draft,
  errors,
  set,
  hint,
}: Props & { name: keyof Draft; label: string; hint?: string }) {
  return (
    <div className="field">
      <div className="check-row">
        <input
          {...aria(name, errors, Boolean(hint))}
          type="checkbox"
          checked={Boolean(draft[name])}
          onChange={(e) => set(name, e.target.checked as never)}
        />
        <label htmlFor={fieldId(name)}>{label}</label>
      </div>
      <Messages name={name} hint={hint} errors={errors} />
    </div>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}

export function MainFields(props: Props) {
  const { draft, errors, set, savedPermalink } = props;
  const moved = savedPermalink !== null && draft.permalink.trim() !== savedPermalink;
  const percent = draft.discount_type === 'percent';
  return (
    <>
      <Section id="basics" title="Basics">
        <Text {...props} name="title" label="Title" required />
        <div className="form-grid">
          <Text
            {...props}
            name="sku"
            label="SKU"
            required
            hint="Letters, digits, dots, dashes or underscores."
          />
          <Text
            {...props}
            name="permalink"
            label="Permalink"
            required
            hint={
              moved ? (
                <>
                  The page moves to <code>{productPath(draft.permalink.trim() || '…')}</code>; the old address{' '}
                  <code>{productPath(savedPermalink)}</code> will redirect there.
                </>
              ) : (
                <>
                  The page's address: <code>{productPath(draft.permalink.trim() || '…')}</code>
                </>
              )
            }
          />
        </div>
      </Section>
      <Section id="price" title="Price">
        <PriceFields
          price={draft.price}
          gstBp={props.gstBp ?? null}
          errors={errors}
          onChange={(price) => set('price', price)}
        />
        <div className="form-grid">
          <div className="field">
            <label htmlFor={fieldId('discount_type')}>Discount</label>
            <select
              id={fieldId('discount_type')}
              value={draft.discount_type}
              onChange={(e) => set('discount_type', e.target.value as Draft['discount_type'])}
            >
              <option value="">No discount</option>
              <option value="fixed">Amount off ($)</option>
              <option value="percent">Percent off (%)</option>
            </select>
          </div>
          {draft.discount_type !== '' && (
            <div className="field">
              <label htmlFor={fieldId('discount')}>{percent ? 'Percent off' : 'Amount off (ex GST)'}</label>
              <div className="affix">
                <span aria-hidden="true">{percent ? '%' : '$'}</span>
                <input
                  {...aria('discount', errors)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  value={draft.discount_value}
                  onChange={(e) => set('discount_value', e.target.value)}
                />
              </div>
              <Messages name="discount" errors={errors} />
            </div>
          )}
        </div>
      </Section>
      <Section id="descriptions" title="Descriptions">
        <RichText
          id={fieldId('short_description')}
          label="Short description"
          value={draft.short_description}
          onChange={(html) => set('short_description', html)}
          describedBy={errors.short_description ? `${fieldId('short_description')}-error` : undefined}
        />
        <Messages name="short_description" errors={errors} />
        <RichText
          id={fieldId('long_description')}
          label="Long description"
          value={draft.long_description}
          onChange={(html) => set('long_description', html)}
          describedBy={errors.long_description ? `${fieldId('long_description')}-error` : undefined}
        />
        <Messages name="long_description" errors={errors} />
      </Section>
      <Section id="images" title="Images">
        <ImageList
          id={fieldId('images')}
          label="Gallery"
          kind="products"
          value={draft.images}
          defaultAlt={draft.title.trim()}
          onChange={(images) => set('images', images)}
          describedBy={errors.images ? `${fieldId('images')}-error` : undefined}
        />
        <Messages name="images" errors={errors} />
      </Section>
      <Section id="seo" title="Search engines">
        <Text
          {...props}
          name="seo_title"
          label="SEO title"
          hint="Shown in search results; empty uses the title."
        />
        <div className="field">
          <label htmlFor={fieldId('seo_description')}>SEO description</label>
          <textarea
            {...aria('seo_description', errors)}
            rows={3}
            value={draft.seo_description}
            onChange={(e) => set('seo_description', e.target.value)}
          />
          <Messages name="seo_description" errors={errors} />
        </div>
        <Text {...props} name="seo_keywords" label="SEO keywords" hint="Separated by commas." />
        <Check
          {...props}
          name="page_index"
          label="Let search engines index this page"
          hint="Unticked, the page says noindex, nofollow."
        />
      </Section>
    </>
  );
}

export function SideFields(props: Props) {
  const { draft, errors, set, options } = props;
  const category = options?.categories.find((c) => String(c.id) === draft.category_id);
  const select = (
    name: 'brand_id' | 'category_id' | 'child_category_id',
    label: string,
    items: { id: number; title: string }[],
    empty: string,
  ) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <select
        {...aria(name, errors)}
        value={draft[name]}
        onChange={(e) => {
          set(name, e.target.value);
          if (name === 'category_id') set('child_category_id', '');
        }}
      >
        <option value="">{empty}</option>
        {/* A saved id the list does not have (inactive, or the list failed) stays selectable. */}
        {draft[name] !== '' && !items.some((i) => String(i.id) === draft[name]) && (
          <option value={draft[name]}>#{draft[name]}</option>
        )}
        {items.map((i) => (
          <option key={i.id} value={i.id}>
            {i.title}
          </option>
        ))}
      </select>
      <Messages name={name} errors={errors} />
    </div>
  );
  return (
    <>
      <Section id="visibility" title="Visibility">
        <Check {...props} name="active" label="Active (shown on the site)" />
        <div className="field">
          <label htmlFor={fieldId('stock_status')}>Stock</label>
          <select
            {...aria('stock_status', errors)}
            value={draft.stock_status}
            onChange={(e) => set('stock_status', e.target.value as StockStatus)}
          >
            {STOCK_STATUSES.map((s) => (
              <option key={s} value={s}>
                {STOCK_LABELS[s]}
              </option>
            ))}
          </select>
          <Messages name="stock_status" errors={errors} />
        </div>
        <Check {...props} name="is_featured" label="Featured product" />
      </Section>
      <Section id="organisation" title="Organisation">
        {select('brand_id', 'Brand', options?.brands ?? [], 'Choose a brand')}
        {select('category_id', 'Category', options?.categories ?? [], 'Choose a category')}
        {select('child_category_id', 'Child category', category?.children ?? [], 'None')}
      </Section>
      <Section id="fitment" title="Fitment">
        <Check
          {...props}
          name="universal"
          label="Fits all vehicles (universal)"
          hint="Leave unticked for vehicle-specific parts: list their vehicles under Vehicles below, or import them."
        />
      </Section>
      <Section id="shipping" title="Shipping">
        <div className="form-grid">
          <Text {...props} name="weight_grams" label="Weight (g)" inputMode="numeric" />
          <Text {...props} name="length_mm" label="Length (mm)" inputMode="numeric" />
          <Text {...props} name="width_mm" label="Width (mm)" inputMode="numeric" />
          <Text {...props} name="height_mm" label="Height (mm)" inputMode="numeric" />
        </div>
      </Section>
    </>
  );
}
