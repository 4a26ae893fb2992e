import { describe, expect, it } from 'vitest';
import { raw } from '../jsx/jsx-runtime.ts';
import { Tabs } from './Tabs.tsx';

describe('tabs', () => {
  const html = Tabs({
    id: 'info',
    label: 'Product information',
    tabs: [
      { id: 'description', label: 'Description', content: raw('<p>Text</p>') },
      { id: 'fitment', label: 'Fitment & fit', content: raw('<p>Fits</p>') },
      { id: 'shipping', label: 'Shipping', content: raw('<p>Ship</p>'), hidden: true },
    ],
  }).html;

  it('gives each visible tab a button tied to its panel, the first selected', () => {
    expect(html).toContain(
      '<button type="button" role="tab" id="info-tab-description" aria-controls="info-description" aria-selected="true" tabindex="0">Description</button>',
    );
    expect(html).toContain('aria-selected="false" tabindex="-1">Fitment &amp; fit</button>');
    expect(html).not.toContain('id="info-tab-shipping"');
  });

  it('puts every panel under its heading, a hidden tab hidden, the tab list hidden until the script shows it', () => {
    expect(html).toContain('<div role="tablist" aria-label="Product information" data-tablist hidden>');
    expect(html).toContain(
      '<section role="tabpanel" id="info-fitment" aria-labelledby="info-heading-fitment" class="tabpanel"><h2 class="panel-heading" id="info-heading-fitment">Fitment &amp; fit</h2><p>Fits</p></section>',
    );
    expect(html).toContain(
      'id="info-shipping" aria-labelledby="info-heading-shipping" hidden class="tabpanel"',
    );
  });
});
