/**
 * Tabs following the WAI-ARIA tabs pattern, as an HTML string. Without JavaScript every panel shows,
 * each under its heading (the tab list stays hidden); with it scripts/tabs.ts shows one panel at
 * a time with arrow-key navigation between tabs. A hidden tab's panel stays out of both.
 */
import { escapeHtml as e } from './html.ts';

export interface Tab {
  id: string;
  label: string;
  /** The panel's content, already HTML. */
  html: string;
  hidden?: boolean;
}

export function tabsHtml(id: string, label: string, tabs: readonly Tab[]): string {
  const buttons = tabs
    .filter((tab) => !tab.hidden)
    .map(
      (tab, i) =>
        `<button type="button" role="tab" id="${e(id)}-tab-${e(tab.id)}" aria-controls="${e(id)}-${e(tab.id)}" aria-selected="${i === 0}" tabindex="${i === 0 ? 0 : -1}">${e(tab.label)}</button>`,
    )
    .join('');
  const panels = tabs
    .map(
      (tab) =>
        `<section role="tabpanel" id="${e(id)}-${e(tab.id)}" aria-labelledby="${e(id)}-heading-${e(tab.id)}"${tab.hidden ? ' hidden' : ''} class="tabpanel"><h2 class="panel-heading" id="${e(id)}-heading-${e(tab.id)}">${e(tab.label)}</h2>${tab.html}</section>`,
    )
    .join('');
  return `<div class="tabs" data-tabs id="${e(id)}"><div role="tablist" aria-label="${e(label)}" data-tablist hidden>${buttons}</div>${panels}</div>`;
}
