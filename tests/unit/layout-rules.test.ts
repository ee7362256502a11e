/**
 * The layout's import directions are enforced by ESLint (eslint.config.js): these files are
 * linted as if they stood where a careless import would put them, and the rule must report it.
 */
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function problems(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layout directions (ESLint)', () => {
  // The first lint loads every plugin (the React Compiler's rules among them) and the TypeScript
  // resolver: seconds on a busy machine, paid once here rather than by the first test.
  beforeAll(() => eslint.lintText('export {};\n', { filePath: 'src/islands/Warmup.tsx' }), 60_000);

  it('refuses a public island importing the client area', async () => {
    const found = await problems(
      'src/islands/access/components/Probe.tsx',
      "import { navigate } from '../../../area-cliente/lib/router';\nexport const x = navigate;\n",
    );
    expect(found.join('\n')).toContain('import-x/no-restricted-paths');
  });

  it('refuses one client-area feature importing another', async () => {
    const found = await problems(
      'src/area-cliente/features/home/components/Probe.tsx',
      "import PasswordScreen from '../../password/components/PasswordScreen';\nexport const x = PasswordScreen;\n",
    );
    expect(found.join('\n')).toContain('Client-area features never import each other');
  });

  it('refuses a framework import in the pure rules', async () => {
    const found = await problems('cms/src/domain/probe.ts', "import type { Context } from 'koa';\nexport type X = Context;\n");
    expect(found.join('\n')).toContain('no framework imports');
  });

  it('accepts shared UI and helpers in a feature', async () => {
    const found = await problems(
      'src/area-cliente/features/home/components/Probe.tsx',
      "import { Button } from '~/components/ui/Button';\nimport { api } from '~/lib/api-client';\nexport const x = [Button, api];\n",
    );
    expect(found.filter((p) => p.startsWith('import-x'))).toEqual([]);
  });
});
