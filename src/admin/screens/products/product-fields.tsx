/**
 * The product editor's inputs, grouped as an editor thinks of a product (Basics, Price,
 * Descriptions, Images, SEO; Visibility, Organisation, Fitment and Freight beside them), each a field of the
 * editor's react-hook-form form. Each control has a label; its hint and error are read with it
 * (aria-describedby) and an error marks it invalid.
 */
import { type ReactNode, useRef } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { STOCK_LABELS, STOCK_STATUSES, type StockStatus } from '../../../lib/catalogue/stock.ts';
import type { FieldErrors } from '../../../lib/forms/field-errors.ts';
import { productPath } from '../../../lib/site/urls.ts';
import { ImageFieldList } from '../../image-list.tsx';
import { RichText } from '../../rich-text.tsx';
import { FreightFields } from './FreightFields.tsx';
import type { ProductOptions } from './options.ts';
import { PriceFields } from './PriceFields.tsx';
import { aria, fieldId, Messages } from './product-field-parts.tsx';
import { type Draft, permalinkOf } from './product-form.ts';

interface Props {
  form: UseFormReturn<Draft, unknown, Draft>;
  /** The values as they are now (the form's watch). */
  draft: Draft;
  /** Each input's error (images' alt texts as images.N.alt). */
  errors: FieldErrors;
  options: ProductOptions | null;
  /** The permalink the product is saved under (null for a new one): a change is explained. */
  savedPermalink: string | null;
  /** The shop's GST rate in basis points (null until loaded): the price shows GST-inclusive too. */
  gstBp?: number | null;
  /** The status worked out from the product's stock while it is counted; null when set by hand here. */
  countedStatus?: StockStatus | null;
}

type TextName = {
  [K in keyof Draft]: Draft[K] extends string ? K : never;
}[keyof Draft];

function Text({
  name,
  label,
  form,
  errors,
  hint,
  inputMode,
  required,
  prefix,
  onChange,
}: Props & {
  name: TextName;
  label: string;
  hint?: ReactNode;
  inputMode?: 'decimal' | 'numeric';
  required?: boolean;
  prefix?: string;
  onChange?: (value: string) => void;
}) {
  const input = (
    <input
      {...aria(name, errors, Boolean(hint))}
      type="text"
      inputMode={inputMode}
      required={required}
      autoComplete="off"
      {...form.register(name, { onChange: onChange && ((e) => onChange(e.target.value)) })}
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

type CheckName = 'page_index' | 'active' | 'is_featured' | 'universal';

function Check({
  name,
  label,
  form,
  errors,
  hint,
}: Props & { name: CheckName; label: string; hint?: string }) {
  return (
    <div className="field">
      <div className="check-row">
        <input {...aria(name, errors, Boolean(hint))} type="checkbox" {...form.register(name)} />
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
  const { form, draft, errors, savedPermalink } = props;
  /** A new product's permalink follows its title until the editor types one. */
  const permalinkTouched = useRef(savedPermalink !== null);
  const moved = savedPermalink !== null && draft.permalink.trim() !== savedPermalink;
  const percent = draft.discount_type === 'percent';
  return (
    <>
      <Section id="basics" title="Basics">
        <Text
          {...props}
          name="title"
          label="Title"
          required
          onChange={(title) => {
            if (!permalinkTouched.current)
              form.setValue('permalink', permalinkOf(title), { shouldDirty: true });
          }}
        />
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
            onChange={() => {
              permalinkTouched.current = true;
            }}
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
        <Controller
          control={form.control}
          name="price"
          render={({ field }) => (
            <PriceFields
              price={field.value}
              gstBp={props.gstBp ?? null}
              errors={errors}
              onChange={field.onChange}
              onBlur={field.onBlur}
              inputRef={field.ref}
            />
          )}
        />
        <div className="form-grid">
          <div className="field">
            <label htmlFor={fieldId('discount_type')}>Discount</label>
            <select id={fieldId('discount_type')} {...form.register('discount_type')}>
              <option value="">No discount</option>
              <option value="fixed">Amount off ($)</option>
              <option value="percent">Percent off (%)</option>
            </select>
          </div>
          {draft.discount_type !== '' && (
            <div className="field">
              <label htmlFor={fieldId('discount_value')}>
                {percent ? 'Percent off' : 'Amount off (ex GST)'}
              </label>
              <div className="affix">
                <span aria-hidden="true">{percent ? '%' : '$'}</span>
                <input
                  {...aria('discount_value', errors)}
                  type="text"
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.register('discount_value')}
                />
              </div>
              <Messages name="discount_value" errors={errors} />
            </div>
          )}
        </div>
      </Section>
      <Section id="descriptions" title="Descriptions">
        {(['short_description', 'long_description'] as const).map((name) => (
          <div key={name}>
            <Controller
              control={form.control}
              name={name}
              render={({ field }) => (
                <RichText
                  id={fieldId(name)}
                  label={name === 'short_description' ? 'Short description' : 'Long description'}
                  value={field.value}
                  onChange={field.onChange}
                  describedBy={errors[name] ? `${fieldId(name)}-error` : undefined}
                />
              )}
            />
            <Messages name={name} errors={errors} />
          </div>
        ))}
      </Section>
      <Section id="images" title="Images">
        <ImageFieldList
          form={form}
          name="images"
          id={fieldId('images')}
          label="Gallery"
          kind="products"
          defaultAlt={draft.title.trim()}
          invalid={Boolean(errors.images)}
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
          <textarea {...aria('seo_description', errors)} rows={3} {...form.register('seo_description')} />
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
  const { form, draft, errors, options } = props;
  const category = options?.categories.find((c) => String(c.id) === draft.category_id);
  // Controlled: the lists come after the form, and a select keeps its value only among its options.
  const select = (
    name: 'brand_id' | 'category_id' | 'child_category_id',
    label: string,
    items: { id: number; title: string }[],
    empty: string,
  ) => (
    <div className="field">
      <label htmlFor={fieldId(name)}>{label}</label>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <select
            {...aria(name, errors)}
            ref={field.ref}
            name={field.name}
            value={field.value}
            onBlur={field.onBlur}
            onChange={(e) => {
              field.onChange(e.target.value);
              if (name === 'category_id') form.setValue('child_category_id', '', { shouldDirty: true });
            }}
          >
            <option value="">{empty}</option>
            {/* A saved id the list does not have (inactive, or the list failed) stays selectable. */}
            {field.value !== '' && !items.some((i) => String(i.id) === field.value) && (
              <option value={field.value}>#{field.value}</option>
            )}
            {items.map((i) => (
              <option key={i.id} value={i.id}>
                {i.title}
              </option>
            ))}
          </select>
        )}
      />
      <Messages name={name} errors={errors} />
    </div>
  );
  return (
    <>
      <Section id="visibility" title="Visibility">
        <Check {...props} name="active" label="Active (shown on the site)" />
        <div className="field">
          <label htmlFor={fieldId('stock_status')}>Stock</label>
          {props.countedStatus ? (
            <>
              <input
                {...aria('stock_status', errors, true)}
                type="text"
                readOnly
                value={STOCK_LABELS[props.countedStatus]}
              />
              <Messages name="stock_status" hint="Worked out from stock (see Stock below)." errors={errors} />
            </>
          ) : (
            <>
              <select {...aria('stock_status', errors)} {...form.register('stock_status')}>
                {STOCK_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {STOCK_LABELS[s]}
                  </option>
                ))}
              </select>
              <Messages name="stock_status" errors={errors} />
            </>
          )}
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
      <FreightFields form={form} draft={draft} errors={errors} />
    </>
  );
}
