import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

/** Every rule is an error or off: a warning is a decision not taken. */
function warningsToErrors(configs) {
  return configs.map((config) => {
    if (!config.rules) return config;
    const rules = Object.fromEntries(
      Object.entries(config.rules).map(([name, value]) => {
        if (value === 'warn' || value === 1) return [name, 'error'];
        if (Array.isArray(value) && (value[0] === 'warn' || value[0] === 1)) return [name, ['error', ...value.slice(1)]];
        return [name, value];
      }),
    );
    return { ...config, rules };
  });
}

const browserImportsNoServer = {
  group: ['@/server/*', '**/server/*'],
  allowTypeImports: true,
  message: 'Browser code (components, schemas) imports only types from src/server: data comes through props, constants from src/schemas.',
};
const fanSiteNoNextLink = {
  name: 'next/link',
  message: "The fan site's links come from @/components/site/site-link (prefetch on intent, none in data-lite mode).",
};

const config = [
  { ignores: ['.next/**', '.data/**', 'node_modules/**', 'drizzle/**', 'next-env.d.ts', 'test-results/**', 'playwright-report/**'] },
  ...warningsToErrors([...nextVitals, ...nextTs]),
  {
    rules: {
      'no-restricted-syntax': ['error', { selector: 'ExportAllDeclaration', message: 'No export * barrels (DESIGN §2).' }],
    },
  },
  {
    // Every route handler goes through the one wrapper (src/server/http/route.ts, decision 012): `export const POST =
    // route({ … })`, never a bare exported function that could answer a fault with Next's HTML 500.
    files: ['src/app/**/route.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        { selector: 'ExportAllDeclaration', message: 'No export * barrels (DESIGN §2).' },
        {
          selector: 'ExportNamedDeclaration > FunctionDeclaration[id.name=/^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)$/]',
          message: 'Route handlers are `export const METHOD = route({ … })` (src/server/http/route.ts): one wrapper maps every error and fault.',
        },
      ],
    },
  },
  {
    // Components and the zod schemas (both end up in browser bundles) never import server code (DESIGN §2): components
    // receive data as props, typed by the server's DTOs; schemas keep their constants in src/schemas.
    files: ['src/components/**', 'src/schemas/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserImportsNoServer] }] },
  },
  {
    // The fan site links with its own Link (src/components/site/site-link.tsx, decision 018): prefetch on hover, touch
    // or focus, never on view, and never in data-lite mode. The console keeps next/link.
    files: ['src/app/\\[locale\\]/**', 'src/app/global-error.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [fanSiteNoNextLink] }] },
  },
  {
    files: ['src/components/!(admin)/**'],
    ignores: ['src/components/site/site-link.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserImportsNoServer], paths: [fanSiteNoNextLink] }] },
  },
  {
    // server/ never imports from app/ or components/.
    files: ['src/server/**'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [{ group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'], message: 'server/ never imports from app/ or components/.' }] }],
    },
  },
];

export default config;
