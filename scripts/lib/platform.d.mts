export function windowsLine(platform: string): string | undefined;
