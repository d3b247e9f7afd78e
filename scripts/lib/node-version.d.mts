export function nodeVersionWarning(version: string, engines: string | undefined, recommended?: string): string | undefined;
export function warnOnOldNode(): void;
