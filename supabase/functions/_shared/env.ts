/** How a function reads its environment: `Deno.env.get` deployed, a plain record in tests. */
export type EnvReader = (name: string) => string | undefined;

export function required(env: EnvReader, name: string): string {
  const value = env(name);
  if (!value) throw new Error(`Missing environment variable ${name}`);
  return value;
}

export function seconds(env: EnvReader, name: string, fallback: number): number {
  const value = Number(env(name));
  return Number.isFinite(value) && value >= 0 ? value : fallback;
}

const defaultSiteUrl = 'http://127.0.0.1:4173';

/** The site's origin, where mailed links and checkout pages return (SITE_URL). */
export const siteUrl = (env: EnvReader): string => env('SITE_URL') || defaultSiteUrl;
