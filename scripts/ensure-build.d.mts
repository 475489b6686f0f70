export const repoRoot: string;
export const BUILD_OUTPUTS: string[];
export function buildStaleness(root?: string): string | null;
export function ensureBuild(options?: { root?: string; log?: (message: string) => void; quiet?: boolean }): boolean;
