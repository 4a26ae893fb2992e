/** Registers the client:interaction and client:event directives with Astro. */
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

const entry = (file: string) => fileURLToPath(new URL(file, import.meta.url));

export function clientDirectives(): AstroIntegration {
  return {
    name: 'storefront-client-directives',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: entry('./interaction.ts') });
        addClientDirective({ name: 'event', entrypoint: entry('./event.ts') });
      },
    },
  };
}
