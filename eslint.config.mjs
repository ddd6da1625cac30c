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
/**
 * A server context is reached only through its index.ts (DESIGN §2, decision 020): `@/server/identity`, never
 * `@/server/identity/users`. The infrastructure folders (db/, adapters/, http/) and the top-level modules
 * (`@/server/config`, `@/server/logger`) are not contexts and are imported by file. Covers the alias, `./server/…` and
 * `../src/server/…` (scripts). Tests (tests/**) are exempt on purpose: unit and integration tests of a module import it
 * directly.
 */
const contextOnlyThroughIndex = {
  regex: '(?:^|/)(?:@|\\.{1,2}|src)/server/(?!(?:db|adapters|http)/)[^/]+/',
  message:
    'Import a server context through its index.ts (`@/server/<context>`), not one of its files (DESIGN §2). db/, adapters/ and http/ are infrastructure and may be imported by file.',
};
/**
 * Inside src/server, another context is `../<context>` (its index), never `../<context>/<file>`; its own files stay
 * relative (`./file`). Drizzle table modules may reference another context's table files (`../identity/schema`, `…-schema`) for
 * a foreign key: drizzle-kit finds them by glob (drizzle.config.ts), and an index would pull the whole context into the table graph.
 */
const serverContextOnlyThroughIndex = {
  regex: '^(?:(?:\\.\\./)+(?!(?:db|adapters|http)/)[^./][^/]*/|@/server/(?!(?:db|adapters|http)/)[^/]+/)',
  message: 'Reach another server context through its index (`../<context>`), not one of its files (DESIGN §2).',
};
const tablesMayReferenceTables = {
  ...serverContextOnlyThroughIndex,
  regex: '^(?:(?:\\.\\./)+(?!(?:db|adapters|http)/)[^./][^/]*/(?!(?:[a-z-]+-)?schema$)|@/server/(?!(?:db|adapters|http)/)[^/]+/)',
};
const serverNoAppImports = {
  group: ['@/app/*', '@/components/*', '**/app/*', '**/components/*'],
  message: 'server/ never imports from app/ or components/.',
};

/**
 * The floors of src/server, from the bottom up (decision 021). A room — a folder, or a top-level file — imports only
 * rooms on floors below its own, never a room on its own floor or above: the import graph has no arrow back up. config
 * and logger are the ground every room stands on. A new room gets a floor here.
 */
const SERVER_FLOORS = [
  ['metrics'],
  ['db'],
  ['adapters', 'kernel'],
  ['media', 'audit', 'rate-limits'],
  ['outbound'],
  ['ops', 'players', 'matches'],
  ['content'],
  ['identity'],
  ['fancred'],
  ['billing'],
  ['games', 'competitions', 'videos', 'matchday', 'ussd'],
  ['privacy'],
  ['site'],
  ['demo'],
  ['reactions'],
  ['http'],
];
/** Infrastructure folders: reached by file, not through an index (decision 020). */
const INFRASTRUCTURE = ['db', 'adapters'];
/** The rooms `room` may not import: its own floor's other rooms and every room above. */
function roomsAbove(room) {
  const floor = SERVER_FLOORS.findIndex((rooms) => rooms.includes(room));
  return SERVER_FLOORS.slice(floor)
    .flat()
    .filter((other) => other !== room);
}
function noArrowUp(room) {
  return {
    // `../x` and `../../x` (from a folder; from a nested one), `./x` (from a top-level file) and the alias.
    regex: `^(?:${room === 'reactions' ? '\\./' : '(?:\\.\\./)+'}|@/server/)(?:${roomsAbove(room).join('|')})(?:/.*)?$`,
    message: `src/server/${room} stands below these rooms and never imports them (decision 021): ${roomsAbove(room).join(', ')}.`,
  };
}
/**
 * The same two rules for `import()`, which no-restricted-imports does not see: a dynamic import may not climb either
 * (reactions.ts loads the contexts it wires that way), and from the top-level reactions.ts it reaches a context's index.
 */
function noDynamicArrowUp(room) {
  const { regex, message } = noArrowUp(room);
  return { selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`, message };
}
const reactionsThroughIndex = {
  regex: '^\\./(?!(?:db|adapters|http)/)[^/]+/',
  message: 'reactions.ts reaches a context through its index (`./<context>`), not one of its files (decision 020).',
};
function noDynamicDeepImport(room) {
  const { regex, message } =
    room === 'reactions' ? reactionsThroughIndex : room === 'demo' ? tablesMayReferenceTables : serverContextOnlyThroughIndex;
  return { selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`, message };
}
const noExportAll = { selector: 'ExportAllDeclaration', message: 'No export * barrels (DESIGN §2).' };
/**
 * One casing (README "Architecture"): data in TypeScript is camelCase. In the browser's code the spec's snake_case is
 * spelt only by the types of its wire shapes — named `…Json` or `…Body`, or `…Query` for a page's URL query — which the
 * one function that maps an endpoint's JSON reads. (The server's side is held by tests/unit/one-casing.test.ts.)
 */
const camelCaseData = {
  selector:
    'TSPropertySignature[key.name=/^[a-z][a-z0-9]*(_[a-z0-9]+)+$/]:not(TSTypeAliasDeclaration[id.name=/(Json|Body|Query)$/] TSPropertySignature, TSInterfaceDeclaration[id.name=/(Json|Body|Query)$/] TSPropertySignature)',
  message:
    "One casing: name this field in camelCase; only a type named …Json, …Body or …Query (the spec's wire shape or a page's URL query, read in the one place that maps it) spells snake_case (README, Architecture).",
};
/**
 * The floors of src/components, from the bottom up (decision 039), as SERVER_FLOORS are for src/server: a room — a
 * folder of src/components — imports only rooms on floors below its own. browser/ is what this browser keeps (its
 * storage, cookies and flags) and how it calls the API; ui/ the pieces every page draws with (the fan site's Link,
 * Icon, Picture); auth-modal/ the fan's session and the modal that signs in; then the fan site's rooms; the console and
 * the videos (which earn FanCred) stand on top. A new folder gets a floor here.
 */
const COMPONENT_FLOORS = [['browser'], ['ui'], ['auth-modal'], ['site', 'games', 'fancred', 'competitions'], ['videos', 'admin', 'dev']];
/** How deep a file of a component room may sit (`room/a/b/c/file.tsx`): one lint block per depth, below. */
const COMPONENT_DEPTHS = [0, 1, 2, 3];
function componentRoomsAbove(room) {
  const floor = COMPONENT_FLOORS.findIndex((rooms) => rooms.includes(room));
  return COMPONENT_FLOORS.slice(floor)
    .flat()
    .filter((other) => other !== room);
}
/**
 * A room's file `depth` folders down reaches another room as `@/components/<room>` or with exactly depth + 1 `../`
 * (a `../videos` from admin/stories/ is admin's own videos/ folder, not the videos room).
 */
function componentNoArrowUp(room, depth) {
  return {
    regex: `^(?:@/components/|(?:\\.\\./){${depth + 1}})(?:${componentRoomsAbove(room).join('|')})(?:/.*)?$`,
    message: `src/components/${room} stands below these rooms and never imports them (decision 039): ${componentRoomsAbove(room).join(', ')}.`,
  };
}
function componentNoDynamicArrowUp(room, depth) {
  const { regex, message } = componentNoArrowUp(room, depth);
  return { selector: `ImportExpression[source.value=/${regex.replace(/\//g, '\\/')}/]`, message };
}

/** Identity owns the fan: no other room's SQL names the users table (decision 021). */
const noSqlOnUsers = {
  selector: 'TaggedTemplateExpression[tag.name="sql"] TemplateElement[value.raw=/\\b(from|join|update|into)\\s+users\\b/i]',
  message:
    'Identity owns the fan: reach fans through @/server/identity (readLiveFan, holdLiveFan, holdLiveFansSql, fanDirectorySql), never with SQL on users (decision 021).',
};
/**
 * The games' rules (src/game-rules, decision 025) are played in the browser and replayed on the server: pure code that
 * imports its own files and the seeded random only — no server, no component, no React, Next or zod.
 */
const gameRulesArePure = {
  regex: '^(?!\\./|@/schemas/seeded-random$)',
  message: 'src/game-rules is pure (decision 025): it imports only its own files and @/schemas/seeded-random.',
};
/**
 * A game's rules reach the browser only with the game: through the game's own module (rugby-kicks.ts, rugby-rush.ts),
 * which its page loads with import() when Play has passed the check (decision 015). Types may be imported anywhere.
 */
const gameRulesOnlyWithTheGame = {
  group: ['@/game-rules/kicks', '@/game-rules/rush', '@/game-rules/autoplay'],
  allowTypeImports: true,
  message: "A game's rules are imported only by the game's module (rugby-kicks.ts, rugby-rush.ts), which its page loads on Play.",
};
const fanSiteNoNextLink = {
  name: 'next/link',
  message: "The fan site's links come from @/components/ui/site-link (prefetch on intent, none in data-lite mode).",
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
    // Everything outside src/server reaches a context only through its index.ts — type imports too. This is ESLint's own
    // no-restricted-imports, not the typescript-eslint one the blocks below set for components and the fan site: a
    // different rule name, so neither block's options replace the other's (flat config keeps only the last matching
    // options per rule), and the typescript-eslint rule lets a type import through every pattern once one pattern
    // (browserImportsNoServer) allows type imports.
    files: ['src/**', 'scripts/**'],
    ignores: ['src/server/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [contextOnlyThroughIndex] }] },
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
          message:
            'Route handlers are `export const METHOD = route({ … })` (src/server/http/route.ts): one wrapper maps every error and fault.',
        },
      ],
    },
  },
  {
    files: ['src/components/**', 'src/app/**/*.tsx'],
    rules: { 'no-restricted-syntax': ['error', noExportAll, camelCaseData] },
  },
  {
    // Components and the zod schemas (both end up in browser bundles) never import server code (DESIGN §2): components
    // receive data as props, typed by the server's DTOs; schemas keep their constants in src/schemas.
    files: ['src/components/**', 'src/schemas/**'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserImportsNoServer, gameRulesOnlyWithTheGame] }] },
  },
  {
    files: ['src/game-rules/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [gameRulesArePure] }] },
  },
  {
    // The fan site links with its own Link (src/components/ui/site-link.tsx, decision 018): prefetch on hover, touch
    // or focus, never on view, and never in data-lite mode. The console keeps next/link.
    files: ['src/app/\\[locale\\]/**', 'src/app/global-error.tsx'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { paths: [fanSiteNoNextLink] }] },
  },
  {
    files: ['src/components/!(admin)/**'],
    ignores: ['src/components/ui/site-link.tsx'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [browserImportsNoServer, gameRulesOnlyWithTheGame], paths: [fanSiteNoNextLink] },
      ],
    },
  },
  {
    // The games' own modules, loaded with import() on Play: they play the rules.
    files: ['src/components/games/rugby-kicks.ts', 'src/components/games/rugby-rush.ts'],
    rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns: [browserImportsNoServer], paths: [fanSiteNoNextLink] }] },
  },
  // src/components stands on floors (COMPONENT_FLOORS): no room imports a room on its own floor or above, by import or
  // import(). Each block repeats the rules set above for these files (flat config keeps only the last options per rule).
  ...COMPONENT_FLOORS.flat().flatMap((room) =>
    COMPONENT_DEPTHS.map((depth) => ({
      files: [`src/components/${room}/${'*/'.repeat(depth)}*`],
      rules: {
        'no-restricted-imports': ['error', { patterns: [contextOnlyThroughIndex, componentNoArrowUp(room, depth)] }],
        'no-restricted-syntax': ['error', noExportAll, camelCaseData, componentNoDynamicArrowUp(room, depth)],
      },
    })),
  ),
  {
    // Every file of src/components belongs to a room with a floor, no deeper than COMPONENT_DEPTHS reaches.
    files: ['src/components/**'],
    ignores: COMPONENT_FLOORS.flat().flatMap((room) => COMPONENT_DEPTHS.map((depth) => `src/components/${room}/${'*/'.repeat(depth)}*`)),
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'This file of src/components is in no room with a floor: add its room to COMPONENT_FLOORS (decision 039).',
        },
      ],
    },
  },
  // server/ never imports from app/ or components/, reaches another context only through its index, and imports no
  // room on its own floor or above (SERVER_FLOORS). db/ and adapters/ are infrastructure: the index rule does not
  // apply to their files (http/ is reached by file from app/, but itself reaches contexts through their indexes). The demo (the seed) writes every context's tables; no other room's SQL names `users`.
  ...SERVER_FLOORS.flat().map((room) => ({
    files: room === 'reactions' ? [`src/server/${room}.ts`] : [`src/server/${room}/**`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNoAppImports,
            ...(INFRASTRUCTURE.includes(room) ? [] : [room === 'demo' ? tablesMayReferenceTables : serverContextOnlyThroughIndex]),
            ...(room === 'reactions' ? [reactionsThroughIndex] : []),
            noArrowUp(room),
          ],
        },
      ],
      'no-restricted-syntax': [
        'error',
        noExportAll,
        noDynamicArrowUp(room),
        ...(INFRASTRUCTURE.includes(room) ? [] : [noDynamicDeepImport(room)]),
        ...(['identity', 'demo'].includes(room) ? [] : [noSqlOnUsers]),
      ],
    },
  })),
  // A drizzle table module may reference another context's tables file (see serverContextOnlyThroughIndex).
  ...SERVER_FLOORS.flat()
    .filter((room) => !INFRASTRUCTURE.includes(room) && !['http', 'reactions'].includes(room))
    .map((room) => ({
      files: [`src/server/${room}/schema.ts`],
      rules: { 'no-restricted-imports': ['error', { patterns: [serverNoAppImports, tablesMayReferenceTables, noArrowUp(room)] }] },
    })),
  {
    // The ground: the settings and the logger import no room.
    files: ['src/server/config.ts', 'src/server/logger.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            serverNoAppImports,
            {
              regex: '^(?:\\./|@/server/)(?!(?:config|logger)$)',
              message: 'config and logger import no room of src/server (decision 021).',
            },
          ],
        },
      ],
    },
  },
  {
    // Every file of src/server belongs to a room with a floor: a new folder or top-level file is given one first.
    files: ['src/server/**'],
    ignores: [
      ...SERVER_FLOORS.flat().map((room) => (room === 'reactions' ? `src/server/${room}.ts` : `src/server/${room}/**`)),
      'src/server/config.ts',
      'src/server/logger.ts',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Program',
          message: 'This file of src/server is in no room with a floor: add its room to SERVER_FLOORS (decision 021).',
        },
      ],
    },
  },
];

export default config;
