/** The starting databases test files ask for: with the whole demo seed, without its CRM history, or migrated only. */
export const TEMPLATE_VARIANTS = ['full', 'nocrm', 'empty'] as const;
export type TemplateVariant = (typeof TEMPLATE_VARIANTS)[number];

export const DEMO_PASSWORD = 'admin1234!';

export const variantOf = (options: { seed?: boolean; crm?: boolean }): TemplateVariant =>
  options.seed === false ? 'empty' : options.crm === false ? 'nocrm' : 'full';

/** The environment variable naming a variant's template database (PostgreSQL) or data-folder tarball (PGlite). */
export const templateEnvName = (variant: TemplateVariant) => `TEST_TEMPLATE_${variant.toUpperCase()}`;
