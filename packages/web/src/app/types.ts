import type { components } from '@storefront/core/api/schema.gen';

type Schemas = components['schemas'];

/** API shapes the web app reads, from the OpenAPI contract's generated types. */
export type Config = Schemas['Config'];
export type Module = Schemas['Module'];
export type Zone = Schemas['Zone'];
export type LandingPage = Schemas['LandingPage'];
