import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { graphqlDocuments } from './client/build/graphqlDocuments';
import { precompressPlugin } from './client/build/precompress';
import { sourceStampPlugin } from './client/build/sourceStamp';

const root = fileURLToPath(new URL('./client', import.meta.url));
// The API server the dev server proxies to (`npm run dev` listens on 4000).
const apiServer = process.env.TACKBOARD_API ?? 'http://localhost:4000';

export default defineConfig({
  root,
  plugins: [
    graphqlDocuments(fileURLToPath(new URL('./client/src/gql', import.meta.url))),
    react(),
    precompressPlugin(),
    sourceStampPlugin(fileURLToPath(new URL('.', import.meta.url))),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The manifest tells which chunks the first page loads (tests/unit/bundleBudget.test.ts checks their size).
    manifest: true,
    rolldownOptions: {
      onwarn(warning, warn) {
        // GraphiQL's React-compiler output starts modules with "use no memo"; bundling drops it harmlessly.
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
      output: {
        // Named chunks for the libraries every page runs, so they are cached across releases of our own code and
        // the bundle budget's breakdown reads as what it is.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'react-router', test: /node_modules[\\/]react-router[\\/]/ },
          ],
        },
      },
      input: {
        main: fileURLToPath(new URL('./client/index.html', import.meta.url)),
        graphiql: fileURLToPath(new URL('./client/graphiql.html', import.meta.url)),
      },
    },
  },
  worker: { format: 'es' },
  optimizeDeps: {
    // NOTE: these modules import Monaco's workers with `?worker`, which only Vite's own transform understands;
    // the dev dependency pre-bundler cannot load them, so they are served as source instead.
    exclude: ['graphiql/setup-workers/vite', '@graphiql/react/setup-workers/vite'],
  },
  server: {
    port: 5173,
    // The client imports the shared rules from ../core.
    fs: { allow: [fileURLToPath(new URL('.', import.meta.url))] },
    proxy: {
      '/graphql': apiServer,
      '/v3': apiServer,
      '/resource': apiServer,
      '/media': apiServer,
      '/healthz': apiServer,
    },
  },
});
