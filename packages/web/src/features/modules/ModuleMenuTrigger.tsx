import { useTranslation } from 'react-i18next';
import { css } from '../../../styled-system/css';
import { button } from '../../../styled-system/recipes';
import type { DeferredProps } from '../../ui/deferred.js';
import { ChevronDownIcon } from '../../ui/header-icons.js';
import { ModuleIcon } from './ModuleIcon.js';
import type { ModuleSwitch } from './ModuleSwitch.js';

export interface ModuleMenuProps extends DeferredProps {
  switcher: ModuleSwitch;
}

/** The trigger's label: the current module's name, else 'Module'. */
export function useModuleTriggerLabel(sw: ModuleSwitch): string {
  const { t } = useTranslation();
  const current = sw.modules.find((m) => m.id === sw.selectedId);
  return current
    ? t('header.modules.current', { name: current.module_name })
    : t('module.switcher.label');
}

/** The trigger's content: the current module's icon and name, and the chevron. */
export function ModuleTriggerContent({ sw }: { sw: ModuleSwitch }) {
  const { t } = useTranslation();
  const current = sw.modules.find((m) => m.id === sw.selectedId);
  return (
    <>
      {current && <ModuleIcon src={current.icon_full_url} size={22} />}
      <span>{current?.module_name ?? t('module.switcher.label')}</span>
      <ChevronDownIcon className={css({ color: 'fg.muted' })} />
    </>
  );
}

export const moduleTriggerClass = button({ variant: 'outline', size: 'md' });
