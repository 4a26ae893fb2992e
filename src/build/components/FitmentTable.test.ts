import { describe, expect, it } from 'vitest';
import type { FitmentRow } from '../../data/fitment.ts';
import { FitmentTable } from './FitmentTable.tsx';

const fitmentTableHtml = (universal: boolean, rows: FitmentRow[], title: string) =>
  FitmentTable({ universal, rows, title }).html;

const row: FitmentRow = {
  make: 'Toyota',
  model: 'HiLux',
  series: 'GUN126R',
  seriesHref: '/vehicles/toyota/hilux/gun126r/',
  years: '2015–2024',
  engine: '2.8 TD',
  details: 'Dual Cab Ute, 4WD',
  position: 'Front',
  note: 'Needs <kit> & bolts',
};

describe('fitment table', () => {
  it('says a universal part fits all vehicles, and when no vehicle is listed', () => {
    expect(fitmentTableHtml(true, [row], 'Pads')).toBe('<p>Fits all vehicles.</p>');
    expect(fitmentTableHtml(false, [], 'Pads')).toBe('<p>No vehicles are listed for this part yet.</p>');
  });

  it('lists each vehicle with its series linked and its details under the engine', () => {
    const html = fitmentTableHtml(false, [row, { ...row, details: '' }], 'Pads "GT"');
    expect(html).toContain('aria-label="Vehicles Pads &quot;GT&quot; fits"');
    expect(html).toContain(
      '<tr><td>Toyota</td><td>HiLux</td><td><a href="/vehicles/toyota/hilux/gun126r/">GUN126R</a></td><td>2015&#8211;2024</td><td>2.8 TD<span class="fit-details">Dual Cab Ute, 4WD</span></td><td data-label="Position">Front</td><td data-label="Note">Needs &lt;kit&gt; &amp; bolts</td></tr>',
    );
    expect(html.match(/<tr>/g)).toHaveLength(3);
    expect(html.match(/fit-details/g)).toHaveLength(1);
  });

  it('gives each vehicle its own cells when tables share vehicles', () => {
    const ranger = {
      ...row,
      make: 'Ford',
      model: 'Ranger',
      series: 'PX3',
      seriesHref: '/vehicles/ford/ranger/px3/',
      engine: '3.2 TD',
    };
    fitmentTableHtml(false, [row], 'Pads');
    const html = fitmentTableHtml(false, [ranger, { ...row, engine: '2.4 TD' }], 'Rotors');
    expect(html).toContain(
      '<tr><td>Ford</td><td>Ranger</td><td><a href="/vehicles/ford/ranger/px3/">PX3</a></td>',
    );
    expect(html).toContain('<td>3.2 TD<span class="fit-details">');
    expect(html).toContain('<tr><td>Toyota</td><td>HiLux</td>');
    expect(html).toContain('<td>2.4 TD<span class="fit-details">');
    expect(html).not.toContain('2.8 TD');
  });
});
