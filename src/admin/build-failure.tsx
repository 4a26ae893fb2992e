/**
 * A failed site build as staff read it: the reason, the record at fault (linked to where it is
 * edited) and a link to the build log on the publishing view. Shown on the dashboard, the publishing
 * view and under an editor's save.
 */
import './build-failure.css';
import { type BuildFault, readFault } from '../lib/build/render-fault.ts';
import { href } from './router.ts';

/** Where the record at fault is edited: a product is found by its SKU in the product list. */
export function faultHref(fault: BuildFault): string | null {
  switch (fault.kind) {
    case 'product':
      return href('products', null, { q: fault.key });
    case 'blog':
      return href('blogs');
    case 'brand':
      return href('brands');
    case 'category':
      return href('categories');
    default:
      return null;
  }
}

export function BuildFailure({ message, logLink = true }: { message: string | null; logLink?: boolean }) {
  const fault = readFault(message);
  const link = fault && faultHref(fault);
  return (
    <div className="build-failure">
      <p className="publish-reason">
        <strong>Reason:</strong>{' '}
        {fault ? fault.reason : message || 'The build stopped without a message; the log says more.'}
      </p>
      {fault && (
        <p className="build-fault">
          <strong>Record at fault:</strong>{' '}
          {link ? (
            <a href={link}>
              {fault.kind} {fault.key}
            </a>
          ) : (
            `${fault.kind} ${fault.key}`
          )}
          {fault.field && `, field ${fault.field}`}
          {fault.path && ` (page ${fault.path})`}
        </p>
      )}
      {logLink && (
        <p>
          <a href={href('publishing')}>See the build log</a>
        </p>
      )}
    </div>
  );
}
