import { listParcelCategories, listParcelInstructions } from '@storefront/core/api/parcel';
import { useQuery } from '@tanstack/react-query';
import { api } from '../../app/api.js';
import { useTranslation } from 'react-i18next';

export const parcelCategoriesKey = (language: string) => ['parcel-categories', language];

/** The parcel categories, in the page's language. */
export function useParcelCategories() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: parcelCategoriesKey(i18n.language),
    queryFn: ({ signal }) => listParcelCategories(api, signal),
    staleTime: 5 * 60_000,
  });
}

/** The delivery instructions a sender can choose, in the page's language. */
export function useParcelInstructions() {
  const { i18n } = useTranslation();
  return useQuery({
    queryKey: ['parcel-instructions', i18n.language],
    queryFn: ({ signal }) => listParcelInstructions(api, signal),
    staleTime: 5 * 60_000,
  });
}
