/** Supabase's transformation options (src/http/schemas/transformations.ts), without gravity. */
export const transformSchema = {
  type: 'object',
  properties: {
    height: { type: 'integer', minimum: 0 },
    width: { type: 'integer', minimum: 0 },
    resize: { type: 'string', enum: ['cover', 'contain', 'fill'] },
    format: { type: 'string', enum: ['origin', 'avif', 'webp'] },
    quality: { type: 'integer', minimum: 20, maximum: 100 },
  },
} as const;

export const renderQuerySchema = {
  ...transformSchema,
  properties: { ...transformSchema.properties, download: { type: 'string' }, token: { type: 'string' } },
} as const;
