import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// Built by the stack's studio service (stack/src/services/studio/infra/assets.ts) into dist/<key>/, served on [studio] port.
export default defineConfig({
  plugins: [react()],
  build: { chunkSizeWarningLimit: 1500 },
});
