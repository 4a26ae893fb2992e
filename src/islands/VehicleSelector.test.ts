import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import VehicleSelector from './VehicleSelector.tsx';

describe('VehicleSelector before hydration', () => {
  it('is only the closed My Garage disclosure button', () => {
    const markup = renderToStaticMarkup(createElement(VehicleSelector));
    expect(markup).toMatch(
      /^<div class="garage"><button type="button" class="garage-toggle" aria-expanded="false"/,
    );
    expect(markup).toContain('My Garage</button></div>');
    expect(markup).not.toContain('<select');
  });

  it('takes a compact variant for listings, named "Select your vehicle"', () => {
    const markup = renderToStaticMarkup(createElement(VehicleSelector, { compact: true }));
    expect(markup).toMatch(/^<div class="garage garage-compact">/);
    expect(markup).toContain('Select your vehicle</button></div>');
  });
});
