/** The development entry of the JSX runtime (what a dev-mode transform imports): the same renderer. */
export { Fragment, type JSX, jsx as jsxDEV } from './jsx-runtime.ts';
