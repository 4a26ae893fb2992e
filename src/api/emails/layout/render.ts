/**
 * Renders an email's React tree to an HTML document, synchronously (react-dom/server's static
 * markup), with the XHTML doctype mail clients expect. React 19 hoists a `<link rel="preload">` for
 * each <img> into the head; an email has no use for one (and some clients would fetch it), so it goes.
 */
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

const DOCTYPE =
  '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Transitional//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-transitional.dtd">';

export function renderEmail(node: ReactNode): string {
  const markup = renderToStaticMarkup(node).replace(/<link rel="preload"[^>]*\/>/g, '');
  return `${DOCTYPE}${markup}`;
}
