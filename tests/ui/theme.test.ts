import { defaultSystem } from '@chakra-ui/react';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { system } from '../../src/app/theme';

/**
 * The app's Chakra system carries only the recipes of the components it uses (src/app/theme.ts); a component whose
 * recipe is missing renders unstyled, which no other test would notice. This reads every Chakra import of src and
 * asks for the recipe Chakra's default system gives that component, and for the parts it draws.
 */
const srcDir = resolve(__dirname, '../../src');

function filesOf(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesOf(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) ? [join(dir, entry.name)] : [],
  );
}

/** Every name src imports from @chakra-ui/react (`X as Y` counts as X). */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of filesOf(srcDir)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(/import\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const name of list!.split(',')) {
        const imported = name.trim().replace(/^type\s+/, '').split(/\s+as\s+/)[0]!;
        if (imported) names.add(imported);
      }
    }
  }
  return names;
}

/** The recipes a component draws with besides its own: IconButton and CloseButton are Buttons, loading shows a spinner. */
const parts: Record<string, string[]> = {
  Button: ['spinner'],
  IconButton: ['button', 'spinner'],
  CloseButton: ['button'],
  Checkbox: ['checkmark'],
  RadioGroup: ['radiomark'],
  Toaster: ['toast'],
};

const recipeKey = (name: string) => name[0]!.toLowerCase() + name.slice(1);
const hasRecipe = (sys: typeof system, key: string) => sys.isRecipe(key) || sys.isSlotRecipe(key);

describe('the Chakra system', () => {
  it('has the recipe of every Chakra component the app uses, and of the parts those draw', () => {
    const used = chakraImports();
    expect(used).toContain('Table'); // the scan found the imports
    const missing = [...used].flatMap((name) =>
      [...(hasRecipe(defaultSystem, recipeKey(name)) ? [recipeKey(name)] : []), ...(parts[name] ?? [])]
        .filter((key) => !hasRecipe(system, key))
        .map((key) => `${name} needs ${key}`),
    );
    expect(missing).toEqual([]);
  });

  it('keeps the brand palette and the palettes the app names', () => {
    for (const palette of ['brand', 'gray', 'red', 'green', 'orange', 'yellow', 'blue']) {
      expect(system.token(`colors.${palette}.solid`), palette).toBeTruthy();
    }
  });
});
