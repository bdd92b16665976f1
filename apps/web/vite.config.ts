import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('.', import.meta.url));
const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const domainRoot = fileURLToPath(new URL('../../domain', import.meta.url));
const webSourceRoot = fileURLToPath(new URL('./src', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
  resolve: {
    alias: { '@ats/domain': domainRoot, '@ats/web': webSourceRoot },
  },
  server: {
    port: 5173,
    fs: { allow: [repoRoot] },
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  preview: {
    port: 4173,
    proxy: {
      '/api': { target: process.env.API_URL ?? 'http://127.0.0.1:3000', changeOrigin: true },
    },
  },
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Long-lived vendor chunks apart from the app's own code.
        manualChunks: (id) => {
          if (!id.includes('node_modules')) return undefined;
          // pdf.js only loads when a PDF is viewed (a dynamic import): its own chunk, not the vendor one every page loads.
          if (id.includes('pdfjs-dist')) return 'pdfjs';
          if (id.includes('@mui/icons-material')) return 'mui-icons';
          if (id.includes('@mui') || id.includes('@emotion') || id.includes('stylis')) return 'mui';
          if (id.includes('react-intl') || id.includes('@formatjs') || id.includes('intl-messageformat')) return 'intl';
          return 'vendor';
        },
      },
    },
  },
});
