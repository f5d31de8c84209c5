import { required, type EnvReader } from '../env.ts';
import { createBillingApi, type BillingApi } from './billingApi.ts';
import { createProjectApi, type ProjectApi, type ProjectApiOptions } from './projectApi.ts';

/** SUPABASE_URL and SUPABASE_SERVICE_ROLE_KEY are injected by the Edge Runtime and by the local server. */
export function projectAccess(env: EnvReader): ProjectApiOptions {
  return {
    url: required(env, 'SUPABASE_URL'),
    serviceKey: required(env, 'SUPABASE_SERVICE_ROLE_KEY'),
  };
}

export const projectApiFromEnv = (env: EnvReader): ProjectApi =>
  createProjectApi(projectAccess(env));

export const billingApiFromEnv = (env: EnvReader): BillingApi =>
  createBillingApi(projectAccess(env));
