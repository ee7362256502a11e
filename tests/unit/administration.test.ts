/**
 * Pure rules of the administration screens (spec 02 §2.1, §2.3, §5, §9), with the spec's texts
 * written literally.
 */
import { describe, expect, it } from 'vitest';
import {
  INFINITE_SCROLL_THRESHOLD_PX,
  MAX_SECONDARY_USERS,
  PROFILE_SORTS,
  SITUATION_LABELS,
  USER_PAGE_SIZE,
} from '@domain/administration/constants';
import {
  PERMISSION_CATALOGUE,
  canChangeSituation,
  cpfCnpjFieldError,
  groupErrors,
  matchesProfileSearch,
  permissionsFromSubGroups,
  platformUserErrors,
  profileNameKey,
  subGroupsOf,
  userFormErrors,
} from '@domain/administration/rules';

describe('constants (spec 02 §9)', () => {
  it('has the limits and labels of the spec', () => {
    expect(MAX_SECONDARY_USERS).toBe(3);
    expect(USER_PAGE_SIZE).toBe(20);
    expect(INFINITE_SCROLL_THRESHOLD_PX).toBe(10);
    expect(SITUATION_LABELS).toEqual({ ALL: 'Todos', ACTIVE: 'Ativa', DEACTIVATE: 'Inativa', PENDING: 'Pendente' });
    expect(Object.values(PROFILE_SORTS)).toEqual(['Mais Recentes', 'Mais Antigos', 'Ordem Alfabética']);
  });
});

describe('user and secondary-user form (spec 02 §5)', () => {
  it('checks the CPF/CNPJ: too short, invalid, or a valid CPF, CNPJ or alphanumeric CNPJ', () => {
    expect(cpfCnpjFieldError('')).toBe('CPF/CNPJ muito curto');
    expect(cpfCnpjFieldError('123.456.789')).toBe('CPF/CNPJ muito curto');
    expect(cpfCnpjFieldError('111.444.777-36')).toBe('CPF ou CNPJ inválido');
    expect(cpfCnpjFieldError('111.444.777-35')).toBeNull();
    expect(cpfCnpjFieldError('11.222.333/0001-81')).toBeNull();
    expect(cpfCnpjFieldError('11.222.333/0001-82')).toBe('CPF ou CNPJ inválido');
    expect(cpfCnpjFieldError('12.ABC.345/01DE-35')).toBeNull();
    expect(cpfCnpjFieldError('12abc34501de35')).toBeNull();
  });

  it('requires the name and a valid e-mail, with the spec’s texts', () => {
    expect(userFormErrors({ name: ' ', email: 'x', cpfCnpj: '111.444.777-35' })).toEqual({
      name: 'Campo obrigatório',
      email: 'Por favor, verifique se o e-mail inserido está correto',
    });
    expect(userFormErrors({ name: 'Ana', email: 'ana@exemplo.com', cpfCnpj: '11144477735' })).toEqual({});
    expect(platformUserErrors({ name: 'Ana', email: 'ana@exemplo.com', cpfCnpj: '11144477735' })).toEqual({ profile: 'Campo obrigatório' });
    expect(platformUserErrors({ name: 'Ana', email: 'ana@exemplo.com', cpfCnpj: '11144477735', profile: '3' })).toEqual({});
  });
});

describe('profile form (spec 02 §5) and catalogue', () => {
  const body = (keys: string[]) => ({ nome: 'Perfil', subGrupos: [{ nome: 'Atendimento', roles: keys.map((name) => ({ name })) }] });

  it('needs a name and at least one permission besides the required ones', () => {
    expect(groupErrors({ nome: '', subGrupos: [] })).toEqual({
      nome: 'Campo obrigatório',
      subGrupos: 'É necessário selecionar ao menos uma permissão',
    });
    expect(groupErrors(body(['inicio.ver']))).toEqual({ subGrupos: 'É necessário selecionar ao menos uma permissão' });
    expect(groupErrors(body(['faturas.ver']))).toEqual({});
    expect(groupErrors(body(['faturas.voar']))).toEqual({ subGrupos: 'Permissão desconhecida' });
  });

  it('resolves roles by key or catalogue id and always adds the required ones', () => {
    const id = PERMISSION_CATALOGUE.find((e) => e.key === 'contrato.ver')!.id;
    expect(permissionsFromSubGroups([{ roles: [{ id }, { name: 'faturas.ver' }] }]).keys.sort()).toEqual(
      ['contrato.ver', 'faturas.ver', 'inicio.ver'].sort(),
    );
    expect(subGroupsOf(['faturas.ver', 'protocolos.ver'])).toEqual([
      {
        nome: 'Atendimento',
        roles: expect.arrayContaining([expect.objectContaining({ name: 'inicio.ver' }), expect.objectContaining({ name: 'faturas.ver' })]),
      },
      { nome: 'Operação', roles: [expect.objectContaining({ name: 'protocolos.ver' })] },
    ]);
  });

  it('has a catalogue of label.action keys in the four categories, numbered from 1', () => {
    expect(PERMISSION_CATALOGUE).toHaveLength(48);
    expect(PERMISSION_CATALOGUE.map((e) => e.id)).toEqual(PERMISSION_CATALOGUE.map((_, i) => i + 1));
    expect(new Set(PERMISSION_CATALOGUE.map((e) => e.category))).toEqual(new Set(['Master', 'Administrativo', 'Atendimento', 'Operação']));
    for (const e of PERMISSION_CATALOGUE) expect(e.key).toBe(`${e.key.split('.')[0]}.${e.action}`);
  });

  it('compares profile names ignoring case, accents and spaces', () => {
    expect(profileNameKey('  Atendimento  Técnico ')).toBe(profileNameKey('atendimento tecnico'));
  });
});

describe('profile list search (spec 02 §2.1) and secondary-user situation (spec 02 §2.3)', () => {
  const item = { name: 'Fernanda Costa', email: 'fernanda@exemplo.com', cpfCnpj: '11144477735', situation: 'PENDING' as const };

  it('matches name, e-mail, CPF/CNPJ digits or the situation label', () => {
    expect(matchesProfileSearch(item, 'fernanda')).toBe(true);
    expect(matchesProfileSearch(item, 'EXEMPLO.COM')).toBe(true);
    expect(matchesProfileSearch(item, '111.444')).toBe(true);
    expect(matchesProfileSearch(item, 'pendente')).toBe(true);
    expect(matchesProfileSearch(item, 'ativa')).toBe(false);
    // A word with a digit is not a document search.
    expect(matchesProfileSearch(item, 'atendente1')).toBe(false);
  });

  it('lets only ACTIVE or DEACTIVATE users with contracts change situation', () => {
    expect(canChangeSituation({ situation: 'ACTIVE', contracts: [1] })).toBe(true);
    expect(canChangeSituation({ situation: 'DEACTIVATE', contracts: [1] })).toBe(true);
    expect(canChangeSituation({ situation: 'PENDING', contracts: [1] })).toBe(false);
    expect(canChangeSituation({ situation: 'ACTIVE', contracts: [] })).toBe(false);
  });
});
