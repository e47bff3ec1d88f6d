import { Menu } from '@ark-ui/react/menu';
import { Portal } from '@ark-ui/react/portal';
import { useTranslation } from 'react-i18next';
import { css, cx } from '../../../styled-system/css';
import { button, menu } from '../../../styled-system/recipes';
import { CheckIcon, ChevronDownIcon } from '../../ui/icons.js';
import { ModuleIcon } from './ModuleIcon.js';
import { useModuleSwitch } from './ModuleSwitch.js';

/** Desktop header: a menu of the zone's modules, the current one checked. */
export function ModuleMenu() {
  const { t } = useTranslation();
  const sw = useModuleSwitch();
  if (sw == null || sw.modules.length === 0) return null;
  const current = sw.modules.find((m) => m.id === sw.selectedId);
  const classes = menu();
  return (
    <Menu.Root positioning={{ placement: 'bottom-start' }}>
      <Menu.Trigger
        className={button({ variant: 'outline', size: 'md' })}
        aria-label={
          current
            ? t('header.modules.current', { name: current.module_name })
            : t('module.switcher.label')
        }
        data-testid="module-switcher"
      >
        {current && <ModuleIcon src={current.icon_full_url} size={22} />}
        <span>{current?.module_name ?? t('module.switcher.label')}</span>
        <ChevronDownIcon className={css({ color: 'fg.muted' })} />
      </Menu.Trigger>
      <Portal>
        <Menu.Positioner className={classes.positioner}>
          <Menu.Content className={classes.content}>
            <Menu.RadioItemGroup
              value={sw.selectedId != null ? String(sw.selectedId) : ''}
              onValueChange={({ value }) => {
                const id = Number(value);
                if (id !== sw.selectedId) sw.select(id);
              }}
            >
              <Menu.ItemGroupLabel className={classes.itemGroupLabel}>
                {t('module.switcher.label')}
              </Menu.ItemGroupLabel>
              {sw.modules.map((module) => (
                <Menu.RadioItem
                  key={module.id}
                  value={String(module.id)}
                  className={classes.item}
                  data-testid="module-switcher-item"
                  data-module-id={module.id}
                >
                  <ModuleIcon src={module.icon_full_url} size={24} />
                  <Menu.ItemText>{module.module_name}</Menu.ItemText>
                  <Menu.ItemIndicator className={classes.itemIndicator}>
                    <CheckIcon />
                  </Menu.ItemIndicator>
                </Menu.RadioItem>
              ))}
            </Menu.RadioItemGroup>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** Compact header (max width 1180px): a row of module chips on /home, with 2 or more modules. */
export function ModuleChips() {
  const { t } = useTranslation();
  const sw = useModuleSwitch();
  if (sw == null) return null;
  return (
    <nav aria-label={t('module.switcher.label')} data-testid="module-switcher-compact">
      <ul
        className={css({
          display: 'flex',
          gap: '2',
          overflowX: 'auto',
          listStyle: 'none',
          py: '2',
          scrollbarWidth: 'none',
        })}
      >
        {sw.modules.map((module) => {
          const active = module.id === sw.selectedId;
          return (
            <li key={module.id} className={css({ flexShrink: 0 })}>
              <button
                type="button"
                onClick={() => !active && sw.select(module.id)}
                aria-current={active ? 'true' : undefined}
                data-testid="module-switcher-item"
                data-module-id={module.id}
                className={cx(
                  button({ variant: active ? 'solid' : 'outline', size: 'sm' }),
                  css({ borderRadius: 'full', ps: '1.5' }),
                )}
              >
                <ModuleIcon
                  src={module.icon_full_url}
                  size={22}
                  className={css({ borderRadius: 'full', bg: 'bg.surface' })}
                />
                {module.module_name}
              </button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
