import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { TYPE } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import { precompileCatalog, precompileMessages } from './vite-precompile-messages';

describe('precompileMessages', () => {
  it('turns ICU strings into AST nodes', () => {
    const compiled = precompileCatalog({ greeting: 'Hello {name}', count: '{n, plural, one {# item} other {# items}}' });
    expect(compiled.greeting?.map((node) => node.type)).toEqual([TYPE.literal, TYPE.argument]);
    expect(compiled.count?.[0]?.type).toBe(TYPE.plural);
  });

  it('serves catalogs as compiled modules and leaves other JSON alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'catalog-'));
    mkdirSync(path.join(dir, 'i18n', 'messages', 'ar'), { recursive: true });
    const file = path.join(dir, 'i18n', 'messages', 'ar', 'common.json');
    writeFileSync(file, '{"a":"b"}');
    const plugin = precompileMessages();
    const resolveId = plugin.resolveId as (source: string, importer?: string) => string | null;
    const load = plugin.load as (this: { addWatchFile: (f: string) => void }, id: string) => string | null;
    const id = resolveId('./i18n/messages/ar/common.json', path.join(dir, 'index.ts'));
    expect(id).toBe(`\0compiled-messages:${file}.js`);
    expect(load.call({ addWatchFile: () => undefined }, id!)).toBe('export default {"a":[{"type":0,"value":"b"}]};');
    // As app/i18n/messages.ts globs them: relative to the i18n folder.
    expect(resolveId('./messages/ar/common.json', path.join(dir, 'i18n', 'messages.ts'))).toBe(id);
    expect(resolveId('./data/common.json', path.join(dir, 'index.ts'))).toBeNull();
  });
});
