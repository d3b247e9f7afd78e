export interface Platform {
  os: string;
  cpu: string;
  libc?: string;
}
export const PLATFORMS: Platform[];
export function platformOfName(name: string): Platform | undefined;
export function installsOn(
  entry: { os?: string[] | string; cpu?: string[] | string; libc?: string[] | string },
  platform: Platform,
): boolean;
export function addPlatformEntries(
  lock: { packages: Record<string, Record<string, unknown>> },
  lookup?: (name: string, version: string) => unknown,
): { name: string; version: string; verified: boolean }[];
