// Vault's surface for other services (the net worker keeps the project's secrets current through it).
export { upsertProjectSecrets } from './domain/secrets.ts';
