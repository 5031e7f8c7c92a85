import react from '@vitejs/plugin-react';
import fs from 'node:fs';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { firstScreenChunk, startSignedInEarly, recordSignInModules } from './bundling/first-screen-chunk.ts';

const APP_NAME = 'School Planning';

/** The app's own modules the sign-in page needs, with the library code they use. */
const SHARED_MODULES = new RegExp(
  [
    String.raw`web[\\/]src[\\/]lib[\\/](store|session-store|navigation|notify|http|forbidden|form-errors|online|document-title|profile-context|privileges)\.ts$`,
    String.raw`web[\\/]src[\\/]components[\\/](auth-layout|brand|offline-notice|text-input)\.tsx$`,
    String.raw`web[\\/]src[\\/]features[\\/]auth[\\/]api\.ts$`,
    String.raw`contract[\\/]src[\\/](constants|access)\.ts$`,
  ].join('|'),
);

/** scripts/build.mjs's probe: where to write the sign-in page's modules (nothing else is written). */
const PROBE = process.env.WEB_BUILD_PROBE;
/** scripts/build.mjs's real build: the probe's file. Without it (a bare `vite build`) the chunks are the bundler's. */
const SIGN_IN_MODULES = process.env.WEB_BUILD_SIGN_IN_MODULES;
const signInModules: string[] = SIGN_IN_MODULES ? JSON.parse(fs.readFileSync(SIGN_IN_MODULES, 'utf8')) : [];

export default defineConfig({
  plugins: [
    react(),
    PROBE ? recordSignInModules(PROBE) : startSignedInEarly(),
    PROBE
      ? undefined
      : VitePWA({
          registerType: 'autoUpdate',
          // Registered by the app itself once the first screen is done (src/lib/service-worker.ts).
          injectRegister: false,
          includeAssets: ['favicon.svg', 'robots.txt', 'apple-touch-icon.png'],
          manifest: {
            name: APP_NAME,
            short_name: 'Planning',
            description: 'Academic planning and staff goals for schools.',
            theme_color: '#1f4e8c',
            background_color: '#f4f6fb',
            display: 'standalone',
            start_url: '/',
            icons: [
              { src: 'pwa-192.png', sizes: '192x192', type: 'image/png' },
              { src: 'pwa-512.png', sizes: '512x512', type: 'image/png' },
            ],
          },
          workbox: {
            // The app shell: every built script, style and icon, so the app opens offline.
            globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
            navigateFallback: '/index.html',
            // The API is never answered from the cache, and its paths never fall back to the app.
            navigateFallbackDenylist: [/^\/api/],
            runtimeCaching: [],
            cleanupOutdatedCaches: true,
            // A new release takes over at once, and the first visit is already served by the worker.
            skipWaiting: true,
            clientsClaim: true,
          },
        }),
  ],
  server: {
    port: 5173,
    proxy: { '/api': 'http://localhost:3000' },
  },
  build: {
    write: !PROBE,
    manifest: true,
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // The code every screen shares, sign-in included, in one chunk rather than a dozen small ones.
          groups: [
            { name: 'shared', test: SHARED_MODULES, priority: 2 },
            ...(SIGN_IN_MODULES
              ? [
                  // What its modules import is in it or in the sign-in page's chunks: nothing more to pull in.
                  {
                    name: firstScreenChunk(new Set(signInModules)),
                    debugName: 'first-screen',
                    priority: 1,
                    includeDependenciesRecursively: false,
                  },
                ]
              : []),
          ],
        },
      },
    },
  },
});
