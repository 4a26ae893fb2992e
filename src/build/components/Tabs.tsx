/** @jsxImportSource ../jsx */
/**
 * Tabs following the WAI-ARIA tabs pattern. Without JavaScript every panel shows, each under its
 * heading (the tab list stays hidden); with it src/browser/tabs.ts shows one panel at a time with
 * arrow-key navigation between tabs. A hidden tab's panel stays out of both.
 */
import type { Child } from '../jsx/jsx-runtime.ts';

export interface Tab {
  id: string;
  label: string;
  content: Child;
  hidden?: boolean;
}

export function Tabs({ id, label, tabs }: { id: string; label: string; tabs: readonly Tab[] }) {
  return (
    <div class="tabs" data-tabs id={id}>
      <div role="tablist" aria-label={label} data-tablist hidden>
        {tabs
          .filter((tab) => !tab.hidden)
          .map((tab, i) => (
            <button
              type="button"
              role="tab"
              id={`${id}-tab-${tab.id}`}
              aria-controls={`${id}-${tab.id}`}
              aria-selected={String(i === 0)}
              tabindex={i === 0 ? 0 : -1}
            >
              {tab.label}
            </button>
          ))}
      </div>
      {tabs.map((tab) => (
        <section
          role="tabpanel"
          id={`${id}-${tab.id}`}
          aria-labelledby={`${id}-heading-${tab.id}`}
          hidden={tab.hidden}
          class="tabpanel"
        >
          <h2 class="panel-heading" id={`${id}-heading-${tab.id}`}>
            {tab.label}
          </h2>
          {tab.content}
        </section>
      ))}
    </div>
  );
}
