declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate on the first interaction inside the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
    /** Hydrate when this event is first dispatched on window (src/directives/event.ts). */
    'client:event'?: string;
  }
}

export {};
