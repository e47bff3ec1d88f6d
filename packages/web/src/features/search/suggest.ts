import type { ItemOrStoreSuggestions } from '@storefront/core/api/content';
import { SUGGEST_MIN_LENGTH } from '@storefront/core/api/content';

type Answer = ItemOrStoreSuggestions;
export type SuggestedItem = Answer['items'][number];
export type SuggestedStore = Answer['stores'][number];

/**
 * One option of the search box's list: search for the text, an item, or a store; with nothing
 * typed, a recent search or Clear All.
 */
export type SuggestOption =
  | { kind: 'recent'; value: `recent:${string}`; text: string }
  | { kind: 'clearRecent'; value: 'clear-recent' }
  | { kind: 'search'; value: 'search'; text: string }
  | { kind: 'item'; value: `item:${number}`; item: SuggestedItem }
  | { kind: 'store'; value: `store:${number}`; store: SuggestedStore };

/** Whether a text is long enough to ask for suggestions (trimmed). */
export function wantsSuggestions(text: string): boolean {
  return text.trim().length >= SUGGEST_MIN_LENGTH;
}

/**
 * The options for what is typed: first 'Search for …' (the whole search), then the matching
 * items, then the stores; nothing for a text too short to suggest. With nothing typed, the
 * recent searches (newest first) and Clear All.
 */
export function suggestOptions(
  text: string,
  answer: Answer | undefined,
  recent: readonly string[] = [],
): SuggestOption[] {
  const trimmed = text.trim();
  if (trimmed === '' && recent.length > 0) {
    return [
      ...recent.map((search): SuggestOption => ({
        kind: 'recent',
        value: `recent:${search}`,
        text: search,
      })),
      { kind: 'clearRecent', value: 'clear-recent' },
    ];
  }
  if (!wantsSuggestions(trimmed)) return [];
  return [
    { kind: 'search', value: 'search', text: trimmed },
    ...(answer?.items ?? []).map((item): SuggestOption => ({
      kind: 'item',
      value: `item:${item.id}`,
      item,
    })),
    ...(answer?.stores ?? []).map((store): SuggestOption => ({
      kind: 'store',
      value: `store:${store.id}`,
      store,
    })),
  ];
}
