export const COMPRESSIBLE: RegExp;
export const MIN_BYTES: number;
export function compressibleFiles(dir: string): string[];
export function precompress(dir: string): string[];
