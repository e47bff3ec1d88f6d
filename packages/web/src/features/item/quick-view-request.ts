import type { ModuleType } from '@storefront/core/domain/session';

/** What opens a quick view: the item (id, slug, name) and where it is shown. */
export interface QuickViewRequest {
  id: number;
  name: string;
  /** The module the item belongs to (the card's module). */
  moduleType?: ModuleType | null;
  moduleId?: number | null;
  /** A running campaign item (its details come from the campaign list; Order Now). */
  campaign?: boolean;
}
