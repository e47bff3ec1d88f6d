import { modulesForZones } from '@storefront/core/domain/modules';
import { parseZoneIds, type StoredModule } from '@storefront/core/domain/session';
import type { SnapshotFrom } from 'xstate';
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { useSession } from '../../app/session.js';
import type { ModuleActor } from './module-actor.js';

const ModuleSwitchContext = createContext<ModuleActor | null>(null);

// XState and the module machine load only where a switcher is shown (not with the page).
const ActorHost = lazy(() => import('./ModuleActorHost.js'));

/** A selection of the actor's snapshot (undefined without an actor). */
function useActorSelector<T>(
  actor: ModuleActor | null,
  selector: (snapshot: SnapshotFrom<ModuleActor> | undefined) => T,
): T {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (actor == null) return () => undefined;
      const subscription = actor.subscribe({ next: onChange, error: () => undefined });
      return () => subscription.unsubscribe();
    },
    [actor],
  );
  return useSyncExternalStore(subscribe, () => selector(actor?.getSnapshot()));
}

/**
 * The module switcher's machine, shared by the header switcher and /home. It runs only where a
 * switcher is shown (`enabled`), and restarts when the stored zones change.
 */
export function ModuleSwitchProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  const { zoneId } = useSession();
  const [actor, setActor] = useState<ModuleActor | null>(null);
  return (
    <ModuleSwitchContext.Provider value={enabled ? actor : null}>
      {enabled && (
        <Suspense fallback={null}>
          <ActorHost key={zoneId ?? ''} onActor={setActor} />
        </Suspense>
      )}
      {children}
    </ModuleSwitchContext.Provider>
  );
}

export interface ModuleSwitch {
  /** Only modules whose zones match the stored zone ids (the spec's switcher rule). */
  modules: StoredModule[];
  selectedId: number | null;
  busy: boolean;
  select: (moduleId: number) => void;
}

const EMPTY: StoredModule[] = [];

/** The switcher's modules and `select`, or null where no switcher runs. */
export function useModuleSwitch(): ModuleSwitch | null {
  const actor = useContext(ModuleSwitchContext);
  const { zoneId, module } = useSession();
  const modules = useActorSelector(actor, (s) => s?.context.modules ?? EMPTY);
  const busy = useActorSelector(actor, (s) => s?.hasTag('busy') ?? false);
  if (actor == null) return null;
  return {
    modules: modulesForZones(modules, parseZoneIds(zoneId)),
    selectedId: module?.id ?? null,
    busy,
    select: (moduleId) => actor.send({ type: 'SELECT', moduleId }),
  };
}
