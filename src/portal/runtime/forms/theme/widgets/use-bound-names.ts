import { useEffect, useState } from 'react';
import { referenceLookups } from '../../../../../../generated/entities/reference-lookups.ts';
import { entityPermissions } from '../../../../../shared/identity/permission-labels.ts';
import { parsePermission } from '../../../../../shared/identity/permission-names.ts';
import { useT } from '../../../../lib/i18n.ts';
import { loadLookup } from '../../lookups/lookup-sources.ts';

/**
 * The names, in the page's language, of the records bound permissions point at (`local_entity_1` →
 * 'Al-Awn Charitable Society'), for registries whose picker lists them all (`x-lookup` without
 * `search`); others keep their number until the server names them.
 */
export function useBoundNames(codes: string[]): Map<string, string> {
  const { language } = useT();
  const [names, setNames] = useState(new Map<string, string>());
  const key = codes.join(',');
  useEffect(() => {
    let current = true;
    const entities = new Set(codes.flatMap((code) => {
      const record = entityPermissions.find((p) => p.name === parsePermission(code).name)?.record;
      return record && referenceLookups[record] && !referenceLookups[record].search ? [record] : [];
    }));
    void Promise.all([...entities].map((entity) => loadLookup(`record:${entity}`).then((options) => ({ entity, options }), () => ({ entity, options: [] })))).then((loaded) => {
      if (!current) return;
      const found = new Map<string, string>();
      for (const code of codes) {
        const { name, entity: n } = parsePermission(code);
        const record = entityPermissions.find((p) => p.name === name)?.record;
        const option = loaded.find((l) => l.entity === record)?.options.find((o) => String(o.value) === String(n));
        if (option) found.set(code, (language === 'ar' ? option.name_ar : option.name_en) || option.name_en);
      }
      setNames(found);
    });
    return () => {
      current = false;
    };
    // `key` stands for `codes`: the same list in a new array asks nothing again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, language]);
  return names;
}
