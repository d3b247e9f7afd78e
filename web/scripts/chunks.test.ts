import { describe, expect, it } from 'vitest';
import { reactDomChunk, reactDomChunkFile } from './chunks.ts';

describe('reactDomChunkFile', () => {
  it("finds React DOM's chunk by its name and hash, and nothing like it", () => {
    expect(reactDomChunk).toBe('react-dom');
    expect(reactDomChunkFile(['/assets/react-B1.js', `/assets/${reactDomChunk}-Ab_9-x.js`, '/assets/index-C2.js'])).toBe(
      '/assets/react-dom-Ab_9-x.js',
    );
    expect(reactDomChunkFile(['/assets/react-B1.js', '/assets/react-dom-server-C3.js.map', '/assets/my-react-dom-D4.js'])).toBeUndefined();
  });
});
