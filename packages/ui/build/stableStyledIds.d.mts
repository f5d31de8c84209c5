import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export function addStableStyledIds(code: string, file: string): string;
export function stableStyledIdsEsbuild(root: string): EsbuildPlugin;
export function stableStyledIdsVite(root: string): VitePlugin;
