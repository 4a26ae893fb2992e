/** The React renderer's own server side, under the name src/integrations/react-islands.ts imports it by. */
declare module 'astro-react-server-original' {
  const renderer: {
    name: string;
    check: (...args: unknown[]) => Promise<boolean>;
    renderToStaticMarkup: (
      this: unknown,
      ...args: unknown[]
    ) => Promise<{ html: string; attrs?: Record<string, string> }>;
    supportsAstroStaticSlot?: boolean;
  };
  export default renderer;
}
