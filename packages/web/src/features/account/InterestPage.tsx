import { isApiError } from '@storefront/core/api/errors';
import { isSignedIn } from '@storefront/core/domain/session';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router-dom';
import { css, cx } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import { notifier } from '../../adapters/notifier.js';
import { api } from '../../app/api.js';
import { useSession } from '../../app/session.js';
import { usePageTitle } from '../../app/usePageTitle.js';
import { CheckIcon } from '../../ui/icons.js';
import { Spinner } from '../../ui/Spinner.js';
import { useCategories } from '../catalogue/queries.js';
import { GridIcon } from '../catalogue/icons.js';
import { interestsToSave } from '@storefront/core/domain/interest';
import { CUSTOMER_INFO_KEY, updateInterest, useCustomerInfo } from './queries.js';
import { EmptyState, LoadFailed, Loading } from './ui.js';

const HOME = '/home';

/**
 * /interest (spec §2 routes; rental-and-auth §4 'After sign-up: … go to /interest if a zone is
 * stored and the module is not parcel'): the categories of the stored module (GET categories)
 * as toggles; Save sends them (POST customer/update-interest) and goes to /home with a toast,
 * Skip goes to /home. Without a token, a module, or in parcel, there is nothing to pick: /home.
 */
export default function InterestPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const session = useSession();
  const moduleType = session.module?.module_type ?? null;
  const usable = isSignedIn(session) && moduleType != null && moduleType !== 'parcel';
  const categories = useCategories();
  const info = useCustomerInfo();
  const [chosen, setChosen] = useState<Set<number> | null>(null);
  usePageTitle(t('account.interest.title'));

  const ids = useMemo(() => (categories.data ?? []).map((c) => c.id), [categories.data]);
  const stored = useMemo(
    () => info.data?.selected_modules_for_interest ?? [],
    [info.data?.selected_modules_for_interest],
  );
  // The customer's earlier choices in this module start selected (until the first toggle).
  const earlier = useMemo(() => new Set(stored.filter((id) => ids.includes(id))), [stored, ids]);

  const save = useMutation({
    mutationFn: (interest: number[]) => updateInterest(api, interest),
    onSuccess: async (_answer, interest) => {
      // The saved choices at once (a page opened before the refetch shows them, not the old
      // ones), then the server's answer.
      queryClient.setQueryData<typeof info.data>(CUSTOMER_INFO_KEY, (old) =>
        old ? { ...old, selected_modules_for_interest: interest } : old,
      );
      await queryClient.invalidateQueries({ queryKey: CUSTOMER_INFO_KEY });
      notifier.notify('success', t('account.interest.saved'));
      void navigate(HOME);
    },
    onError: (error) =>
      notifier.notify(
        'error',
        isApiError(error) && error.messages[0] ? error.messages[0] : t('common.error.generic'),
      ),
  });

  if (!usable) return <Navigate to={HOME} replace />;

  const selected = chosen ?? earlier;
  const toggle = (id: number) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    setChosen(next);
  };

  return (
    <div
      className={css({
        w: 'full',
        maxW: '5xl',
        mx: 'auto',
        px: { base: '3', sm: '4', lg: '6' },
        py: { base: '6', lg: '10' },
        display: 'flex',
        flexDirection: 'column',
        gap: '6',
      })}
      data-testid="interest-page"
    >
      <header
        className={css({ display: 'flex', flexDirection: 'column', gap: '2', textAlign: 'center' })}
      >
        <h1 className={css({ fontSize: { base: '2xl', md: '3xl' }, fontWeight: 'bold' })}>
          {t('account.interest.title')}
        </h1>
        <p className={css({ color: 'fg.muted' })}>{t('account.interest.description')}</p>
      </header>

      {/* The earlier choices must be known before a toggle: one made before they arrived would
          start from none and drop them. */}
      {categories.isPending || info.isPending ? (
        <Loading />
      ) : categories.isError ? (
        <LoadFailed onRetry={() => void categories.refetch()} />
      ) : categories.data.length === 0 ? (
        <EmptyState icon={<GridIcon />} title={t('account.interest.empty')} />
      ) : (
        <ul
          aria-label={t('account.interest.label')}
          className={css({
            display: 'grid',
            gridTemplateColumns: {
              base: 'repeat(2, minmax(0, 1fr))',
              sm: 'repeat(3, minmax(0, 1fr))',
              md: 'repeat(4, minmax(0, 1fr))',
              lg: 'repeat(5, minmax(0, 1fr))',
            },
            gap: '3',
            listStyle: 'none',
          })}
        >
          {categories.data.map((category) => {
            const on = selected.has(category.id);
            return (
              <li key={category.id}>
                <button
                  type="button"
                  aria-pressed={on}
                  onClick={() => toggle(category.id)}
                  data-testid="interest-option"
                  data-category-id={category.id}
                  className={cx(
                    css({
                      position: 'relative',
                      w: 'full',
                      display: 'flex',
                      flexDirection: 'column',
                      alignItems: 'center',
                      gap: '2',
                      p: '3',
                      borderRadius: 'xl',
                      borderWidth: '2px',
                      borderColor: 'border.default',
                      bg: 'bg.surface',
                      cursor: 'pointer',
                      textAlign: 'center',
                      transition: 'border-color 150ms, background 150ms',
                      _hover: { borderColor: 'accent.muted' },
                    }),
                    on &&
                      css({
                        borderColor: 'accent.solid',
                        bg: 'accent.subtle',
                        _hover: { borderColor: 'accent.solid' },
                      }),
                  )}
                >
                  <span
                    aria-hidden="true"
                    className={css({
                      w: '16',
                      h: '16',
                      borderRadius: 'full',
                      overflow: 'hidden',
                      bg: 'bg.subtle',
                    })}
                  >
                    {category.image_full_url && (
                      <img
                        src={category.image_full_url}
                        alt=""
                        loading="lazy"
                        className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
                      />
                    )}
                  </span>
                  <span className={css({ fontSize: 'sm', fontWeight: 'semibold', lineClamp: '2' })}>
                    {category.name}
                  </span>
                  {on && (
                    <span
                      aria-hidden="true"
                      className={css({
                        position: 'absolute',
                        top: '2',
                        insetInlineEnd: '2',
                        display: 'grid',
                        placeItems: 'center',
                        w: '6',
                        h: '6',
                        borderRadius: 'full',
                        bg: 'accent.solid',
                        color: 'accent.onSolid',
                        fontSize: 'xs',
                      })}
                    >
                      <CheckIcon />
                    </span>
                  )}
                </button>
              </li>
            );
          })}
        </ul>
      )}

      <div
        className={css({
          position: 'sticky',
          bottom: '0',
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: '3',
          py: '4',
          bg: 'bg.canvas',
          borderTopWidth: '1px',
          borderColor: 'border.default',
        })}
      >
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })} data-testid="interest-count">
          {t('account.interest.selected', { count: selected.size })}
        </span>
        <div className={css({ display: 'flex', gap: '3' })}>
          <button
            type="button"
            className={button({ variant: 'outline' })}
            onClick={() => void navigate(HOME)}
            data-testid="interest-skip"
          >
            {t('account.interest.skip')}
          </button>
          <button
            type="button"
            className={button()}
            disabled={selected.size === 0 || save.isPending}
            aria-busy={save.isPending || undefined}
            onClick={() => save.mutate(interestsToSave(selected, ids, stored))}
            data-testid="interest-save"
          >
            {save.isPending && <Spinner />}
            {t('account.interest.save')}
          </button>
        </div>
      </div>
    </div>
  );
}
