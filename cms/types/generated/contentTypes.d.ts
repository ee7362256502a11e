import type { Schema, Struct } from '@strapi/strapi';

export interface AdminApiToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_tokens';
  info: {
    description: '';
    displayName: 'Api Token';
    name: 'Api Token';
    pluralName: 'api-tokens';
    singularName: 'api-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    adminPermissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    adminUserOwner: Schema.Attribute.Relation<'manyToOne', 'admin::user'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    encryptedKey: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.Enumeration<['content-api', 'admin']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'content-api'>;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['read-only', 'full-access', 'custom']> & Schema.Attribute.DefaultTo<'read-only'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminApiTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_api_token_permissions';
  info: {
    description: '';
    displayName: 'API Token Permission';
    name: 'API Token Permission';
    pluralName: 'api-token-permissions';
    singularName: 'api-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::api-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminPermission extends Struct.CollectionTypeSchema {
  collectionName: 'admin_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'Permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    actionParameters: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    apiToken: Schema.Attribute.Relation<'manyToOne', 'admin::api-token'>;
    conditions: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<[]>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::permission'> & Schema.Attribute.Private;
    properties: Schema.Attribute.JSON & Schema.Attribute.DefaultTo<{}>;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'admin::role'>;
    subject: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminRole extends Struct.CollectionTypeSchema {
  collectionName: 'admin_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'Role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'admin::user'>;
  };
}

export interface AdminSession extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_sessions';
  info: {
    description: 'Session Manager storage';
    displayName: 'Session';
    name: 'Session';
    pluralName: 'sessions';
    singularName: 'session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
    i18n: {
      localized: false;
    };
  };
  attributes: {
    absoluteExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    childId: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deviceId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::session'> & Schema.Attribute.Private;
    metadata: Schema.Attribute.JSON & Schema.Attribute.Private;
    origin: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    sessionId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    status: Schema.Attribute.String & Schema.Attribute.Private;
    type: Schema.Attribute.String & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface AdminTransferToken extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_tokens';
  info: {
    description: '';
    displayName: 'Transfer Token';
    name: 'Transfer Token';
    pluralName: 'transfer-tokens';
    singularName: 'transfer-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    accessKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }> &
      Schema.Attribute.DefaultTo<''>;
    expiresAt: Schema.Attribute.DateTime;
    lastUsedAt: Schema.Attribute.DateTime;
    lifespan: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminTransferTokenPermission extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_transfer_token_permissions';
  info: {
    description: '';
    displayName: 'Transfer Token Permission';
    name: 'Transfer Token Permission';
    pluralName: 'transfer-token-permissions';
    singularName: 'transfer-token-permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::transfer-token-permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    token: Schema.Attribute.Relation<'manyToOne', 'admin::transfer-token'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface AdminUser extends Struct.CollectionTypeSchema {
  collectionName: 'admin_users';
  info: {
    description: '';
    displayName: 'User';
    name: 'User';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    apiTokens: Schema.Attribute.Relation<'oneToMany', 'admin::api-token'> & Schema.Attribute.Private;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    firstname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    isActive: Schema.Attribute.Boolean & Schema.Attribute.Private & Schema.Attribute.DefaultTo<false>;
    lastname: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'admin::user'> & Schema.Attribute.Private;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    preferedLanguage: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    registrationToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    resetPasswordTokenExpiresAt: Schema.Attribute.DateTime & Schema.Attribute.Private;
    roles: Schema.Attribute.Relation<'manyToMany', 'admin::role'> & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String;
  };
}

export interface ApiAccessTokensAccessToken extends Struct.CollectionTypeSchema {
  collectionName: 'portal_access_tokens';
  info: {
    description: 'Tokens pessoais do administrador industrial (issue 26 \u00A76): nome, escopos, validade, revoga\u00E7\u00E3o. S\u00F3 o SHA-256 do token \u00E9 guardado. docs/access-tokens.md.';
    displayName: 'Token de acesso por API';
    pluralName: 'access-tokens';
    singularName: 'access-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    lastUsedAt: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::access-tokens.access-token'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    ownerId: Schema.Attribute.Integer & Schema.Attribute.Required;
    prefix: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    revokedAt: Schema.Attribute.DateTime;
    scopes: Schema.Attribute.JSON & Schema.Attribute.Required;
    tokenHash: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAuditAttendantChange extends Struct.CollectionTypeSchema {
  collectionName: 'portal_attendant_changes';
  info: {
    description: 'O que um atendente mudou em nome do cliente durante um atendimento: quem, em qual contrato, o qu\u00EA e quando';
    displayName: 'Auditoria de atendimento';
    pluralName: 'attendant-changes';
    singularName: 'attendant-change';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    action: Schema.Attribute.Enumeration<
      [
        'SERVICE_START',
        'SERVICE_END',
        'EMAIL',
        'PROFILE',
        'SERVICE_REQUEST',
        'NEGOTIATION',
        'DIRECT_DEBIT',
        'SELF_READING',
        'PIX_AUTOMATICO',
      ]
    > &
      Schema.Attribute.Required;
    attendantEmail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    attendantId: Schema.Attribute.Integer & Schema.Attribute.Required;
    attendantName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    attendantRole: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    consumerCode: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    details: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audit.attendant-change'> & Schema.Attribute.Private;
    occurredAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAuditSecondFactorChange extends Struct.CollectionTypeSchema {
  collectionName: 'portal_second_factor_changes';
  info: {
    description: 'Ativa\u00E7\u00E3o, desativa\u00E7\u00E3o, uso de c\u00F3digo de recupera\u00E7\u00E3o e redefini\u00E7\u00E3o por um administrador master da verifica\u00E7\u00E3o em duas etapas: de quem, por quem e quando';
    displayName: 'Auditoria da verifica\u00E7\u00E3o em duas etapas';
    pluralName: 'second-factor-changes';
    singularName: 'second-factor-change';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['ENROLLED', 'DISABLED', 'RECOVERY_CODE_USED', 'RESET_BY_ADMIN']> & Schema.Attribute.Required;
    actorId: Schema.Attribute.Integer & Schema.Attribute.Required;
    actorRole: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    address: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audit.second-factor-change'> & Schema.Attribute.Private;
    occurredAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiAuditTokenCall extends Struct.CollectionTypeSchema {
  collectionName: 'portal_token_calls';
  info: {
    description: 'Cada chamada \u00E0 API com um token de acesso pessoal (issue 26 \u00A76): qual token, de quem, rota e resposta. Nunca o token. docs/access-tokens.md.';
    displayName: 'Auditoria de chamadas por token';
    pluralName: 'token-calls';
    singularName: 'token-call';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::audit.token-call'> & Schema.Attribute.Private;
    method: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    occurredAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    ownerId: Schema.Attribute.Integer;
    publishedAt: Schema.Attribute.DateTime;
    route: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    status: Schema.Attribute.Integer & Schema.Attribute.Required;
    tokenId: Schema.Attribute.Integer;
    tokenPrefix: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiAuthAuthToken extends Struct.CollectionTypeSchema {
  collectionName: 'portal_auth_tokens';
  info: {
    description: 'Links de uso \u00FAnico (redefinir senha, criar senha, confirmar e-mail, trocar o e-mail de login), c\u00F3digos de troca do login com Google e desafios da verifica\u00E7\u00E3o em duas etapas. S\u00F3 o hash \u00E9 guardado.';
    displayName: 'Link de acesso';
    pluralName: 'auth-tokens';
    singularName: 'auth-token';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    binding: Schema.Attribute.String & Schema.Attribute.Private;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    credentialStamp: Schema.Attribute.String & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::auth.auth-token'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    purpose: Schema.Attribute.Enumeration<
      [
        'reset-password',
        'create-password',
        'email-validation',
        'google-exchange',
        'login-email',
        'login-email-cancel',
        'second-factor',
        'second-factor-enrol',
      ]
    > &
      Schema.Attribute.Required;
    tokenHash: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    usedAt: Schema.Attribute.DateTime;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiAuthPortalSession extends Struct.CollectionTypeSchema {
  collectionName: 'portal_sessions';
  info: {
    description: 'Sess\u00F5es emitidas pelo login do portal; apagar uma sess\u00E3o revoga o token.';
    displayName: 'Sess\u00E3o do portal';
    pluralName: 'portal-sessions';
    singularName: 'portal-session';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attendantContract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    authenticatedAt: Schema.Attribute.DateTime;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    expiresAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    keepConnected: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    kind: Schema.Attribute.Enumeration<['full', 'simplified-invoice']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'full'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::auth.portal-session'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    serviceStartedAt: Schema.Attribute.DateTime;
    sid: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Private & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiAuthSecondFactor extends Struct.CollectionTypeSchema {
  collectionName: 'portal_second_factors';
  info: {
    description: 'Segredo TOTP (cifrado com a chave do servidor) e c\u00F3digos de recupera\u00E7\u00E3o (s\u00F3 o hash) das contas da equipe. Nunca \u00E9 devolvido por nenhuma API.';
    displayName: 'Verifica\u00E7\u00E3o em duas etapas';
    pluralName: 'second-factors';
    singularName: 'second-factor';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    enabledAt: Schema.Attribute.DateTime;
    lastStep: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::auth.second-factor'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    recoveryCodes: Schema.Attribute.JSON & Schema.Attribute.Private;
    secret: Schema.Attribute.Text & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'oneToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiBatchesBatch extends Struct.CollectionTypeSchema {
  collectionName: 'batches';
  info: {
    description: 'Um arquivo enviado pela \u00E1rea do cliente (faturas programadas, instala\u00E7\u00F5es...) processado como tarefa: WAITING \u2192 PROCESSING \u2192 PROCESSED | ERROR. Estado, dono e prazo da tarefa ficam aqui (cms/src/portal/jobs).';
    displayName: 'Lote de importa\u00E7\u00E3o';
    pluralName: 'batches';
    singularName: 'batch';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.Text;
    fileData: Schema.Attribute.Text & Schema.Attribute.Private;
    fileMime: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    fileName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    fileSize: Schema.Attribute.Integer;
    finishedAt: Schema.Attribute.DateTime;
    kind: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    leaseUntilMs: Schema.Attribute.BigInteger;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::batches.batch'> & Schema.Attribute.Private;
    owner: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    scheduledDate: Schema.Attribute.Date;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'PROCESSED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    totalItems: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    uploadedBy: Schema.Attribute.Integer;
  };
}

export interface ApiBatchesBatchItem extends Struct.CollectionTypeSchema {
  collectionName: 'batch_items';
  info: {
    description: 'Uma linha do arquivo de um lote: WAITING at\u00E9 ser aplicada; PROCESSED (aplicada) ou ERROR (recusada, com o motivo). Marcada na mesma transa\u00E7\u00E3o que a aplica.';
    displayName: 'Item de lote';
    pluralName: 'batch-items';
    singularName: 'batch-item';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    appliedAt: Schema.Attribute.DateTime;
    appliedBy: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    batchId: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    data: Schema.Attribute.JSON;
    line: Schema.Attribute.Integer & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::batches.batch-item'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    raw: Schema.Attribute.Text;
    reason: Schema.Attribute.Text;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCityCity extends Struct.CollectionTypeSchema {
  collectionName: 'cities';
  info: {
    description: 'Cidade atendida, usada nos formul\u00E1rios de contrata\u00E7\u00E3o.';
    displayName: 'Cidade';
    pluralName: 'cities';
    singularName: 'city';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::city.city'> & Schema.Attribute.Private;
    locations: Schema.Attribute.Relation<'oneToMany', 'api::location.location'>;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsContractCredit extends Struct.CollectionTypeSchema {
  collectionName: 'contract_credits';
  info: {
    description: 'Valor a favor do cliente (pagamento em duplicidade, pagamento acima do valor, ou registrado pela equipe com o motivo), descontado das pr\u00F3ximas faturas emitidas: nunca mais que o total da fatura; o restante fica para a seguinte.';
    displayName: 'Cr\u00E9dito do contrato';
    pluralName: 'contract-credits';
    singularName: 'contract-credit';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amountCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.contract-credit'> & Schema.Attribute.Private;
    origin: Schema.Attribute.Enumeration<['DOUBLE_PAYMENT', 'OVERPAYMENT', 'STAFF']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'STAFF'>;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    remainingCents: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    sourceKey: Schema.Attribute.String &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    sourceNumDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsCreditUse extends Struct.CollectionTypeSchema {
  collectionName: 'credit_uses';
  info: {
    description: 'Parte de um cr\u00E9dito do contrato descontada de uma fatura ao ser emitida (uma linha por cr\u00E9dito e fatura).';
    displayName: 'Cr\u00E9dito descontado em fatura';
    pluralName: 'credit-uses';
    singularName: 'credit-use';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amountCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    contractId: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    creditId: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    invoiceId: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    invoiceNumDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.credit-use'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    useKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface ApiCollectionsDirectDebitDebit extends Struct.CollectionTypeSchema {
  collectionName: 'direct_debit_debits';
  info: {
    description: 'Um d\u00E9bito de fatura enviado ao banco num registro E da remessa e o seu resultado (registro F do retorno): SCHEDULED \u2192 PAID | FAILED | CANCELLED.';
    displayName: 'D\u00E9bito autom\u00E1tico: lan\u00E7amento';
    pluralName: 'direct-debit-debits';
    singularName: 'direct-debit-debit';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    amountCents: Schema.Attribute.Integer & Schema.Attribute.Required;
    bankCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    debitDate: Schema.Attribute.Date & Schema.Attribute.Required;
    dueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    enrolment: Schema.Attribute.Relation<'manyToOne', 'api::collections.direct-debit-enrolment'>;
    fileId: Schema.Attribute.Integer & Schema.Attribute.Required;
    invoice: Schema.Attribute.Relation<'manyToOne', 'api::invoices.invoice'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.direct-debit-debit'> & Schema.Attribute.Private;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    returnCode: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 2;
      }>;
    returnFileId: Schema.Attribute.Integer;
    settledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['SCHEDULED', 'PAID', 'FAILED', 'CANCELLED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'SCHEDULED'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsDirectDebitEnrolment extends Struct.CollectionTypeSchema {
  collectionName: 'direct_debit_enrolments';
  info: {
    description: 'Autoriza\u00E7\u00E3o de d\u00E9bito autom\u00E1tico de um contrato numa conta (FEBRABAN, layout 150 v08): PENDING \u2192 SENT \u2192 CONFIRMED | REFUSED; CANCEL_REQUESTED \u2192 CANCELLED. O texto da autoriza\u00E7\u00E3o (Res. CMN 4.790/2020) fica guardado com data, hora e autor. docs/collections-direct-debit.md.';
    displayName: 'D\u00E9bito autom\u00E1tico: autoriza\u00E7\u00E3o';
    pluralName: 'direct-debit-enrolments';
    singularName: 'direct-debit-enrolment';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    account: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 13;
      }>;
    accountDigit: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1;
      }>;
    agency: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 4;
      }>;
    bankCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    bankName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    cancelledAt: Schema.Attribute.DateTime;
    cancelRequestedAt: Schema.Attribute.DateTime;
    cancelRequestedBy: Schema.Attribute.Integer;
    cancelSentFileId: Schema.Attribute.Integer;
    confirmedAt: Schema.Attribute.DateTime;
    consentAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    consentByName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    consentByRole: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    consentByUserId: Schema.Attribute.Integer & Schema.Attribute.Required;
    consentText: Schema.Attribute.Text & Schema.Attribute.Required;
    consumerCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 25;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    holderDocument: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.direct-debit-enrolment'> & Schema.Attribute.Private;
    optionDate: Schema.Attribute.Date;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    sentFileId: Schema.Attribute.Integer;
    status: Schema.Attribute.Enumeration<['PENDING', 'SENT', 'CONFIRMED', 'REFUSED', 'CANCEL_REQUESTED', 'CANCELLED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'PENDING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsDirectDebitFile extends Struct.CollectionTypeSchema {
  collectionName: 'direct_debit_files';
  info: {
    description: 'Arquivos trocados com os bancos (FEBRABAN d\u00E9bito autom\u00E1tico, 150 posi\u00E7\u00F5es, v08). REMESSA: um por banco e dia \u00FAtil, NSA sequencial por banco. RETORNO: enviado pela equipe. Fila com concess\u00E3o (lease): WAITING \u2192 PROCESSING \u2192 DONE | ERROR, sobrevive a rein\u00EDcios.';
    displayName: 'D\u00E9bito autom\u00E1tico: arquivo';
    pluralName: 'direct-debit-files';
    singularName: 'direct-debit-file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    bankCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 3;
      }>;
    businessDate: Schema.Attribute.Date & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    direction: Schema.Attribute.Enumeration<['REMESSA', 'RETORNO']> & Schema.Attribute.Required;
    doneAt: Schema.Attribute.DateTime;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    fileKey: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    fileName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.direct-debit-file'> & Schema.Attribute.Private;
    nsa: Schema.Attribute.Integer;
    publishedAt: Schema.Attribute.DateTime;
    slot: Schema.Attribute.String &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'DONE', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    summary: Schema.Attribute.JSON;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    uploadedBy: Schema.Attribute.Integer;
  };
}

export interface ApiCollectionsDischargeDeclaration extends Struct.CollectionTypeSchema {
  collectionName: 'discharge_declarations';
  info: {
    description: 'Declara\u00E7\u00F5es anuais de quita\u00E7\u00E3o de d\u00E9bitos emitidas (Lei n\u00BA 12.007/2009), com o c\u00F3digo de verifica\u00E7\u00E3o da consulta p\u00FAblica. Uma por contrato, ano e meses declarados.';
    displayName: 'Declara\u00E7\u00E3o de quita\u00E7\u00E3o';
    pluralName: 'discharge-declarations';
    singularName: 'discharge-declaration';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    code: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 19;
      }>;
    consumerCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    coveredMonths: Schema.Attribute.JSON & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    excludedMonths: Schema.Attribute.JSON & Schema.Attribute.Required;
    holderName: Schema.Attribute.String & Schema.Attribute.Required;
    issuedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.discharge-declaration'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    year: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 2009;
        },
        number
      >;
  };
}

export interface ApiCollectionsDischargeDeclarationMailing extends Struct.CollectionTypeSchema {
  collectionName: 'discharge_declaration_mailings';
  info: {
    description: 'A declara\u00E7\u00E3o anual de quita\u00E7\u00E3o enviada por e-mail com a fatura que vence em maio (Lei n\u00BA 12.007/2009, art. 3\u00BA), aos clientes com fatura por e-mail. Uma linha por fatura de maio; fila do processador de tarefas.';
    displayName: 'Envio da declara\u00E7\u00E3o de quita\u00E7\u00E3o';
    pluralName: 'discharge-declaration-mailings';
    singularName: 'discharge-declaration-mailing';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    invoiceId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.discharge-declaration-mailing'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text;
    sentTo: Schema.Attribute.Text;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsDueDateChange extends Struct.CollectionTypeSchema {
  collectionName: 'due_date_changes';
  info: {
    description: 'Pedidos de altera\u00E7\u00E3o do dia de vencimento das faturas feitos pelo cliente na \u00E1rea do cliente (um a cada 12 meses por contrato), com o protocolo e a fatura a partir da qual valem.';
    displayName: 'Altera\u00E7\u00E3o do dia de vencimento';
    pluralName: 'due-date-changes';
    singularName: 'due-date-change';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dueDay: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 28;
          min: 1;
        },
        number
      >;
    effectiveFrom: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.due-date-change'> & Schema.Attribute.Private;
    previousDay: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 31;
          min: 1;
        },
        number
      >;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer;
  };
}

export interface ApiCollectionsNegotiationAgreement extends Struct.CollectionTypeSchema {
  collectionName: 'negotiation_agreements';
  info: {
    description: 'Negocia\u00E7\u00E3o de faturas vencidas (docs/collections-negotiation.md): faturas negociadas, entrada, parcelas, termos aceitos, quem aceitou e quando. Desfeito quando a entrada n\u00E3o \u00E9 paga at\u00E9 o vencimento.';
    displayName: 'Acordo de parcelamento';
    pluralName: 'negotiation-agreements';
    singularName: 'negotiation-agreement';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    acceptedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    acceptedById: Schema.Attribute.Integer & Schema.Attribute.Required;
    acceptedByName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    acceptedByRole: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    bills: Schema.Attribute.JSON & Schema.Attribute.Required;
    cetAnnualText: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    cetMonthlyText: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    debtCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    downPaymentCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    downPaymentDueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    downPaymentInvoice: Schema.Attribute.Relation<'oneToOne', 'api::invoices.invoice'>;
    instalmentCount: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    interestCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    lastInstalmentMonth: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.negotiation-agreement'> & Schema.Attribute.Private;
    monthlyRateBp: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    termsText: Schema.Attribute.Text & Schema.Attribute.Required;
    totalCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    undoneAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsNegotiationInstalment extends Struct.CollectionTypeSchema {
  collectionName: 'negotiation_instalments';
  info: {
    description: 'Parcela de um acordo de parcelamento, cobrada na fatura do m\u00EAs de refer\u00EAncia (invoiceId/invoiceNumDoc: a fatura que a cobrou, quando emitida); cancelada quando o acordo \u00E9 desfeito.';
    displayName: 'Parcela de acordo';
    pluralName: 'negotiation-instalments';
    singularName: 'negotiation-instalment';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    agreement: Schema.Attribute.Relation<'manyToOne', 'api::collections.negotiation-agreement'>;
    amountCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    billedAt: Schema.Attribute.DateTime;
    cancelled: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    invoiceId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    invoiceNumDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.negotiation-instalment'> & Schema.Attribute.Private;
    number: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    referenceMonth: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPaperlessMail extends Struct.CollectionTypeSchema {
  collectionName: 'paperless_mails';
  info: {
    description: 'Fila dos e-mails da fatura digital (nova fatura, lembrete de vencimento, confirma\u00E7\u00E3o de pagamento): uma linha por evento e fatura (chave \u00FAnica), WAITING \u2192 PROCESSING \u2192 SENT | SKIPPED | ERROR, com concess\u00E3o (lease) para sobreviver a rein\u00EDcios. docs/collections-paperless.md.';
    displayName: 'E-mail de fatura digital';
    pluralName: 'paperless-mails';
    singularName: 'paperless-mail';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    event: Schema.Attribute.Enumeration<['NEW_BILL', 'REMINDER', 'CONFIRMATION']> & Schema.Attribute.Required;
    invoiceId: Schema.Attribute.Integer & Schema.Attribute.Required;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.paperless-mail'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    recipient: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    sentAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPaperlessPreference extends Struct.CollectionTypeSchema {
  collectionName: 'paperless_preferences';
  info: {
    description: "Lembrete de vencimento e confirma\u00E7\u00E3o de pagamento por e-mail, por usu\u00E1rio (vazio = segue 'Receber fatura por e-mail'). docs/collections-paperless.md.";
    displayName: 'Prefer\u00EAncias da fatura digital';
    pluralName: 'paperless-preferences';
    singularName: 'paperless-preference';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    confirmation: Schema.Attribute.Boolean;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.paperless-preference'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reminder: Schema.Attribute.Boolean;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
  };
}

export interface ApiCollectionsPaperlessSweep extends Struct.CollectionTypeSchema {
  collectionName: 'paperless_sweeps';
  info: {
    description: 'Um registro por dia (America/Sao_Paulo) em que a varredura dos lembretes e das faturas programadas rodou: a chave \u00FAnica faz que rode uma vez por dia entre inst\u00E2ncias. docs/collections-paperless.md.';
    displayName: 'Varredura di\u00E1ria da fatura digital';
    pluralName: 'paperless-sweeps';
    singularName: 'paperless-sweep';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    day: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.paperless-sweep'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    queued: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixCharge extends Struct.CollectionTypeSchema {
  collectionName: 'pix_charges';
  info: {
    description: 'A cobv de cada fatura no provedor Pix (docs/collections-pix.md): o que foi enviado (valor, vencimento, multa, juros e desconto em rules), o estado no provedor, a location e o copia e cola din\u00E2mico. status \u00E9 a fila do job (WAITING \u2192 PROCESSING \u2192 DONE | ERROR; BATCHED enquanto espera o lote).';
    displayName: 'Pix: cobran\u00E7a com vencimento';
    pluralName: 'pix-charges';
    singularName: 'pix-charge';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    cobvStatus: Schema.Attribute.Enumeration<['ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    invoiceId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-charge'> & Schema.Attribute.Private;
    location: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    loteId: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    pixCopiaECola: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    revisao: Schema.Attribute.Integer;
    rules: Schema.Attribute.JSON;
    sentAmountCents: Schema.Attribute.Integer;
    sentDueDate: Schema.Attribute.Date;
    status: Schema.Attribute.Enumeration<['WAITING', 'BATCHED', 'PROCESSING', 'DONE', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    txid: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 35;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixChargeBatch extends Struct.CollectionTypeSchema {
  collectionName: 'pix_charge_batches';
  info: {
    description: 'Um lote PUT /lotecobv/{id} das faturas de uma importa\u00E7\u00E3o (docs/collections-pix.md): NEW \u2192 enviado (SENT) \u2192 consultado at\u00E9 cada cobran\u00E7a estar CRIADA ou NEGADA. status \u00E9 a fila do job.';
    displayName: 'Pix: lote de cobran\u00E7as';
    pluralName: 'pix-charge-batches';
    singularName: 'pix-charge-batch';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-charge-batch'> & Schema.Attribute.Private;
    loteId: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    phase: Schema.Attribute.Enumeration<['NEW', 'SENT', 'FINISHED']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'NEW'>;
    publishedAt: Schema.Attribute.DateTime;
    size: Schema.Attribute.Integer;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'DONE', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixPayment extends Struct.CollectionTypeSchema {
  collectionName: 'pix_payments';
  info: {
    description: 'Cada Pix recebido (webhook ou concilia\u00E7\u00E3o por GET /pix), uma vez por endToEndId: APPLIED (fatura paga), MISMATCH (valor diferente do devido no dia: para a equipe verificar; a fatura n\u00E3o \u00E9 dada como paga), ALREADY_PAID, UNKNOWN_TXID.';
    displayName: 'Pix: pagamento recebido';
    pluralName: 'pix-payments';
    singularName: 'pix-payment';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    amountCents: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    endToEndId: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32;
      }>;
    expectedCents: Schema.Attribute.Integer;
    invoiceId: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-payment'> & Schema.Attribute.Private;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    outcome: Schema.Attribute.Enumeration<['APPLIED', 'MISMATCH', 'ALREADY_PAID', 'UNKNOWN_TXID']> & Schema.Attribute.Required;
    paidAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    source: Schema.Attribute.Enumeration<['WEBHOOK', 'RECONCILIATION']> & Schema.Attribute.Required;
    txid: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 35;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixReconciliation extends Struct.CollectionTypeSchema {
  collectionName: 'pix_reconciliations';
  info: {
    description: 'Cada leitura de GET /pix dos \u00FAltimos dias (PIX_RECONCILE_DAYS), a cada PIX_RECONCILE_EVERY_MINUTES: aplica os Pix que o webhook n\u00E3o trouxe. status \u00E9 a fila do job.';
    displayName: 'Pix: concilia\u00E7\u00E3o';
    pluralName: 'pix-reconciliations';
    singularName: 'pix-reconciliation';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    applied: Schema.Attribute.Integer;
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    finishedAt: Schema.Attribute.DateTime;
    found: Schema.Attribute.Integer;
    fromAt: Schema.Attribute.DateTime;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-reconciliation'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'DONE', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    toAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixRecurrence extends Struct.CollectionTypeSchema {
  collectionName: 'pix_recurrences';
  info: {
    description: 'A recorr\u00EAncia (POST /rec da API Pix do BCB) de um contrato: CRIADA (aguardando o pagador) \u2192 APROVADA | REJEITADA | EXPIRADA; CANCELADA. O teto do cliente, a pol\u00EDtica de retentativa, o copia e cola da autoriza\u00E7\u00E3o (jornada 2: s\u00F3 a recorr\u00EAncia; jornada 4: o mesmo QR paga a fatura em aberto paysNumDoc, pela sua cobv) e quem a pediu. docs/collections-pix-automatico.md.';
    displayName: 'Pix Autom\u00E1tico: recorr\u00EAncia';
    pluralName: 'pix-recurrences';
    singularName: 'pix-recurrence';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    approvedAt: Schema.Attribute.DateTime;
    ceilingCents: Schema.Attribute.Integer;
    checkedAt: Schema.Attribute.DateTime;
    closedAt: Schema.Attribute.DateTime;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    firstDueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    idRec: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 29;
      }>;
    journey: Schema.Attribute.Enumeration<['JORNADA_2', 'JORNADA_3', 'JORNADA_4']> & Schema.Attribute.Required;
    journeyTaken: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-recurrence'> & Schema.Attribute.Private;
    location: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    minimumCents: Schema.Attribute.Integer;
    paysInvoiceId: Schema.Attribute.Integer;
    paysNumDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    pixCopiaECola: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    requestedByUserId: Schema.Attribute.Integer;
    retryPolicy: Schema.Attribute.Enumeration<['NAO_PERMITE', 'PERMITE_3R_7D']> & Schema.Attribute.Required;
    status: Schema.Attribute.Enumeration<['CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'CRIADA'>;
    statusAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsPixRecurringCharge extends Struct.CollectionTypeSchema {
  collectionName: 'pix_recurring_charges';
  info: {
    description: 'A cobran\u00E7a recorrente (PUT /cobr/{txid}) de cada fatura de um contrato com Pix Autom\u00E1tico aprovado. status \u00E9 a fila do job (WAITING \u2192 PROCESSING \u2192 DONE | ERROR; SKIPPED quando a fatura n\u00E3o p\u00F4de ir: fora da janela de 10 a 2 dias antes do vencimento ou acima do teto do cliente); action \u00E9 o que falta pedir ao PSP (PUT, RETRY, ou SYNC quando a fatura mudou: cancelar e criar de novo com outro txid, replacedTxid \u00E9 o anterior); cobrStatus o estado no PSP. docs/collections-pix-automatico.md.';
    displayName: 'Pix Autom\u00E1tico: cobran\u00E7a da fatura';
    pluralName: 'pix-recurring-charges';
    singularName: 'pix-recurring-charge';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.Enumeration<['PUT', 'RETRY', 'SYNC']>;
    amountCents: Schema.Attribute.Integer & Schema.Attribute.Required;
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    changedAt: Schema.Attribute.DateTime;
    cobrStatus: Schema.Attribute.Enumeration<['CRIADA', 'ATIVA', 'CONCLUIDA', 'EXPIRADA', 'REJEITADA', 'CANCELADA']>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    endToEndId: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 32;
      }>;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    idRec: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 29;
      }>;
    invoiceId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    lastFailure: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 400;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.pix-recurring-charge'> & Schema.Attribute.Private;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    recurrenceId: Schema.Attribute.Integer & Schema.Attribute.Required;
    replacedTxid: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 35;
      }>;
    retries: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    retryDate: Schema.Attribute.Date;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'DONE', 'ERROR', 'SKIPPED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    txid: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 35;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsReceiptSubmission extends Struct.CollectionTypeSchema {
  collectionName: 'collections_receipt_submissions';
  info: {
    description: 'Comprovantes enviados pelos clientes para faturas vencidas. Confirme (CONFIRMED: a fatura fica paga na data informada) ou recuse (REFUSED, com o motivo) em receiptStatus; o cliente \u00E9 avisado. O arquivo abre pelo link do campo fileLink (somente administradores do portal).';
    displayName: 'Comprovante de pagamento (J\u00E1 paguei)';
    pluralName: 'receipt-submissions';
    singularName: 'receipt-submission';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attendant: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    customer: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    fileLink: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    invoice: Schema.Attribute.Relation<'manyToOne', 'api::invoices.invoice'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.receipt-submission'> & Schema.Attribute.Private;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    paymentDate: Schema.Attribute.Date & Schema.Attribute.Required;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    receiptStatus: Schema.Attribute.Enumeration<['PENDING', 'CONFIRMED', 'REFUSED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'PENDING'>;
    refusalReason: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    reviewedAt: Schema.Attribute.DateTime;
    submittedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    submittedBy: Schema.Attribute.Enumeration<['CUSTOMER', 'ATTENDANT']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'CUSTOMER'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    waitingKey: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface ApiCollectionsSuspensionNotice extends Struct.CollectionTypeSchema {
  collectionName: 'collections_suspension_notices';
  info: {
    description: 'Avisos de suspens\u00E3o do fornecimento por falta de pagamento (Lei n\u00BA 13.460/2017 art. 5\u00BA XVI, reda\u00E7\u00E3o da Lei n\u00BA 14.015/2020), emitidos pela varredura di\u00E1ria do portal. Registro: n\u00E3o edite.';
    displayName: 'Aviso de suspens\u00E3o por d\u00E9bito';
    pluralName: 'suspension-notices';
    singularName: 'suspension-notice';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amountCents: Schema.Attribute.BigInteger & Schema.Attribute.Required;
    bills: Schema.Attribute.JSON & Schema.Attribute.Required;
    closedOn: Schema.Attribute.Date;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    emailSentAt: Schema.Attribute.DateTime;
    issuedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    issuedOn: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.suspension-notice'> & Schema.Attribute.Private;
    noticeDays: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    suspensionFrom: Schema.Attribute.Date & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiCollectionsSuspensionSweep extends Struct.CollectionTypeSchema {
  collectionName: 'collections_suspension_sweeps';
  info: {
    description: 'Uma linha por dia (America/Sao_Paulo): a varredura que emite os avisos de suspens\u00E3o roda uma vez por dia em todo o portal.';
    displayName: 'Varredura di\u00E1ria de avisos de suspens\u00E3o';
    pluralName: 'suspension-sweeps';
    singularName: 'suspension-sweep';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    day: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    error: Schema.Attribute.Text;
    finishedAt: Schema.Attribute.DateTime;
    issued: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::collections.suspension-sweep'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'DONE', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConnectionConnectionRequest extends Struct.CollectionTypeSchema {
  collectionName: 'connection_requests';
  info: {
    description: 'Pedidos de nova liga\u00E7\u00E3o de g\u00E1s enviados pelo site (/quero-contratar)';
    displayName: 'Solicita\u00E7\u00E3o de liga\u00E7\u00E3o';
    pluralName: 'connection-requests';
    singularName: 'connection-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    address: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    averageConsumption: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    birthDate: Schema.Attribute.Date;
    cep: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
    cityName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    cnpj: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    complement: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    cpf: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 11;
      }>;
    cpfCnpj: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dueDate: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 31;
          min: 1;
        },
        number
      >;
    email: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    fullName: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    invoiceEmail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::connection.connection-request'> & Schema.Attribute.Private;
    locationName: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    number: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    personType: Schema.Attribute.Enumeration<['PF', 'PJ']>;
    phone: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 11;
      }>;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    rg: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    segment: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    socialReason: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    status: Schema.Attribute.Enumeration<['OPEN', 'IN_REVIEW', 'DONE', 'CANCELLED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'OPEN'>;
    type: Schema.Attribute.Enumeration<['BUSINESS', 'INDIVIDUAL_RESIDENTIAL', 'STREET_HOUSE', 'AUTOMOBILE']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    who: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
  };
}

export interface ApiConsumptionAxis extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_axes';
  info: {
    description: 'Eixos de distribui\u00E7\u00E3o de g\u00E1s da programa\u00E7\u00E3o industrial (spec 03).';
    displayName: 'Eixo';
    pluralName: 'axes';
    singularName: 'axis';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.axis'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionAxisCity extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_axis_cities';
  info: {
    description: 'Cidades atendidas por um eixo (axisRef/regionRef = ids).';
    displayName: 'Cidade do eixo';
    pluralName: 'axis-cities';
    singularName: 'axis-city';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    axisRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.axis-city'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    regionRef: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionAxisDay extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_axis_days';
  info: {
    description: 'Proje\u00E7\u00E3o e volume final de um eixo num dia, com a etapa (final-programming, defined-axel, confirmed).';
    displayName: 'Eixo no dia';
    pluralName: 'axis-days';
    singularName: 'axis-day';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    axisRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    finalVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.axis-day'> & Schema.Attribute.Private;
    partialConsumedVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    stage: Schema.Attribute.Enumeration<['final-programming', 'defined-axel', 'confirmed']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'final-programming'>;
    totalProjected: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionConsumptionProgramming extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_programmings';
  info: {
    description: 'A programa\u00E7\u00E3o de um contrato industrial num dia: solicitado, aceito, projetado, final programado, volume final, situa\u00E7\u00E3o (0 Analisar, 1 Aprovado, 2 Reprovado, 3 Pr\u00E9-solicitado, 5 Aprovado Parcialmente) e protocolo. Volumes em m\u00B3 exatos.';
    displayName: 'Programa\u00E7\u00E3o de consumo';
    pluralName: 'consumption-programmings';
    singularName: 'consumption-programming';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    acceptedVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    availableVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    finalVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    lastVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.consumption-programming'> & Schema.Attribute.Private;
    partialConsumedVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    projectedVolume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    protocol: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    requestedAt: Schema.Attribute.DateTime;
    requestedByEmail: Schema.Attribute.Email;
    situation: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer;
    volume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
  };
}

export interface ApiConsumptionConsumptionProtocol extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_protocols';
  info: {
    description: 'Um envio de programa\u00E7\u00E3o do cliente: os dias e volumes pedidos juntos.';
    displayName: 'Protocolo de programa\u00E7\u00E3o';
    pluralName: 'consumption-protocols';
    singularName: 'consumption-protocol';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    items: Schema.Attribute.JSON & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.consumption-protocol'> & Schema.Attribute.Private;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    requestedByEmail: Schema.Attribute.Email;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer;
  };
}

export interface ApiConsumptionDataRevision extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_data_revisions';
  info: {
    description: 'Um contador s\u00F3, somado na mesma transa\u00E7\u00E3o de cada escrita da programa\u00E7\u00E3o de consumo, das medi\u00E7\u00F5es, da rede (eixos, regi\u00F5es, cidades, contratos industriais) e dos contratos: as respostas guardadas dos pain\u00E9is do programador valem s\u00F3 para a revis\u00E3o em que foram calculadas.';
    displayName: 'Revis\u00E3o dos dados de consumo';
    pluralName: 'data-revisions';
    singularName: 'data-revision';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.data-revision'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    revision: Schema.Attribute.BigInteger & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'0'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionHourlyMeasurement extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_hourly_measurements';
  info: {
    description: 'Volume medido por contrato industrial, data e hora (America/Sao_Paulo, m\u00B3); \u00FAnico por contrato, data e hora.';
    displayName: 'Medi\u00E7\u00E3o hor\u00E1ria';
    pluralName: 'hourly-measurements';
    singularName: 'hourly-measurement';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    hour: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 23;
          min: 0;
        },
        number
      >;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.hourly-measurement'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    volume: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
  };
}

export interface ApiConsumptionIndustrialContract extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_industrial_contracts';
  info: {
    description: 'Dados de programa\u00E7\u00E3o de um contrato industrial: QDC (m\u00B3/dia), eixo, regi\u00E3o, cidade e hora base do consumo (minutos do dia). contractRef = id do contrato.';
    displayName: 'Contrato industrial';
    pluralName: 'industrial-contracts';
    singularName: 'industrial-contract';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    axisRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    cityRef: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    consumptionBaseHour: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 1439;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<360>;
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.industrial-contract'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    qdc: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    regionRef: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionMeasuredConsumption extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_measurements';
  info: {
    description: 'Consumo di\u00E1rio medido por contrato industrial (QDR, m\u00B3).';
    displayName: 'Consumo medido (QDR)';
    pluralName: 'measured-consumptions';
    singularName: 'measured-consumption';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.measured-consumption'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    qdr: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiConsumptionQuarterlyRequest extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_quarterly_requests';
  info: {
    description: 'E-mail pedindo a programa\u00E7\u00E3o do pr\u00F3ximo trimestre a um cliente (quarter = AAAA-T).';
    displayName: 'Pedido de programa\u00E7\u00E3o trimestral';
    pluralName: 'quarterly-requests';
    singularName: 'quarterly-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.quarterly-request'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    quarter: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    sentAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer;
  };
}

export interface ApiConsumptionRegion extends Struct.CollectionTypeSchema {
  collectionName: 'consumption_regions';
  info: {
    description: 'Regi\u00F5es de um eixo (axisRef = id do eixo).';
    displayName: 'Regi\u00E3o';
    pluralName: 'regions';
    singularName: 'region';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    axisRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::consumption.region'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiContractAccountingContractAlert extends Struct.CollectionTypeSchema {
  collectionName: 'contract_accounting_alerts';
  info: {
    description: 'Um alerta do cockpit do contrato industrial (ultrapassagem do dia, take-or-pay do m\u00EAs, desequil\u00EDbrio do m\u00EAs), uma vez por contrato, tipo e per\u00EDodo (chave \u00FAnica); enviado no portal e por e-mail pelo la\u00E7o de tarefas (WAITING \u2192 PROCESSING \u2192 SENT | SKIPPED | ERROR). docs/contract-accounting.md.';
    displayName: 'Alerta do cockpit do contrato';
    pluralName: 'contract-alerts';
    singularName: 'contract-alert';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    contractRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    kind: Schema.Attribute.Enumeration<['ultrapassagem', 'take-or-pay', 'desequilibrio']> & Schema.Attribute.Required;
    leaseUntil: Schema.Attribute.DateTime;
    lines: Schema.Attribute.JSON & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contract-accounting.contract-alert'> & Schema.Attribute.Private;
    period: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 10;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    recipients: Schema.Attribute.Integer;
    sentAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiContractAccountingContractTerm extends Struct.CollectionTypeSchema {
  collectionName: 'contract_accounting_terms';
  info: {
    description: 'Condi\u00E7\u00F5es contratuais de um contrato industrial por vig\u00EAncia (QDC, volumes contratados, take-or-pay, ship-or-pay, ultrapassagem, make-up, desequil\u00EDbrio e tarifa), usadas pelo cockpit do contrato (docs/contract-accounting.md). Duas vig\u00EAncias do mesmo contrato n\u00E3o se sobrep\u00F5em.';
    displayName: 'Condi\u00E7\u00F5es do contrato industrial';
    pluralName: 'contract-terms';
    singularName: 'contract-term';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    annualVolume: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    contractRef: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    contractYearStartDay: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 28;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    contractYearStartMonth: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    imbalanceChargeFactor: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }> &
      Schema.Attribute.DefaultTo<'0.5'>;
    imbalanceTolerancePercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }> &
      Schema.Attribute.DefaultTo<'10'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contract-accounting.contract-term'> & Schema.Attribute.Private;
    makeUpSharePercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }> &
      Schema.Attribute.DefaultTo<'100'>;
    makeUpYears: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 10;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<1>;
    monthlyVolume: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    overrunPenaltyFactor: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5;
      }> &
      Schema.Attribute.DefaultTo<'2'>;
    overrunTolerancePercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }> &
      Schema.Attribute.DefaultTo<'5'>;
    publishedAt: Schema.Attribute.DateTime;
    qdc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    reference: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    shipOrPayPercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }> &
      Schema.Attribute.DefaultTo<'70'>;
    takeOrPayPercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }> &
      Schema.Attribute.DefaultTo<'80'>;
    takeOrPayPeriod: Schema.Attribute.Enumeration<['monthly', 'annual']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'annual'>;
    tariffCentsPerM3: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    validFrom: Schema.Attribute.Date & Schema.Attribute.Required;
    validTo: Schema.Attribute.Date;
  };
}

export interface ApiContractContract extends Struct.CollectionTypeSchema {
  collectionName: 'contracts';
  info: {
    description: 'Contratos de fornecimento de g\u00E1s natural (dados do SAP)';
    displayName: 'Contrato';
    pluralName: 'contracts';
    singularName: 'contract';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    city: Schema.Attribute.String;
    consumerAddress: Schema.Attribute.Text & Schema.Attribute.Required;
    consumerCode: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    consumerCpfCnpj: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    consumerId: Schema.Attribute.String;
    consumerName: Schema.Attribute.String & Schema.Attribute.Required;
    contractOwnerEmail: Schema.Attribute.Email;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::contract.contract'> & Schema.Attribute.Private;
    portalPJ: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    publishedAt: Schema.Attribute.DateTime;
    qdc: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    sapEmail: Schema.Attribute.Email;
    sapName: Schema.Attribute.String;
    segment: Schema.Attribute.Enumeration<['RESIDENCIAL', 'COMERCIAL', 'INDUSTRIAL', 'GNV']> & Schema.Attribute.DefaultTo<'RESIDENCIAL'>;
    situation: Schema.Attribute.Enumeration<['ACTIVE', 'DEACTIVATE', 'PENDING']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'ACTIVE'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'manyToMany', 'plugin::users-permissions.user'>;
    validity: Schema.Attribute.Date;
    vigencia: Schema.Attribute.Date;
  };
}

export interface ApiCurtailmentCurtailmentNotice extends Struct.CollectionTypeSchema {
  collectionName: 'curtailment_notices';
  info: {
    description: 'Aviso de restri\u00E7\u00E3o (volume em m\u00B3/dia ou percentual da QDC) emitido pelo programador de g\u00E1s a contratos industriais ou a um eixo, com motivo, in\u00EDcio, t\u00E9rmino e prazo de ci\u00EAncia. Registro de auditoria: n\u00E3o se altera depois de emitido; s\u00F3 pode ser encerrado antes (quem e quando). docs/curtailment.md.';
    displayName: 'Aviso de restri\u00E7\u00E3o de fornecimento';
    pluralName: 'curtailment-notices';
    singularName: 'curtailment-notice';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    ackDeadline: Schema.Attribute.DateTime & Schema.Attribute.Required;
    ackHours: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 168;
          min: 1;
        },
        number
      >;
    axisRef: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    endsAt: Schema.Attribute.DateTime;
    issuedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    issuedByEmail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    issuedById: Schema.Attribute.Integer;
    kind: Schema.Attribute.Enumeration<['VOLUME', 'PERCENT']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::curtailment.curtailment-notice'> & Schema.Attribute.Private;
    percent: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 6;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    startsAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    volume: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    withdrawnAt: Schema.Attribute.DateTime;
    withdrawnByEmail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    withdrawnById: Schema.Attribute.Integer;
  };
}

export interface ApiCurtailmentCurtailmentTarget extends Struct.CollectionTypeSchema {
  collectionName: 'curtailment_targets';
  info: {
    description: 'Um contrato de um aviso de restri\u00E7\u00E3o: o limite di\u00E1rio calculado na emiss\u00E3o, a ci\u00EAncia (quem e quando) e a escalada por falta de ci\u00EAncia no prazo (IDLE \u2192 WAITING \u2192 PROCESSING \u2192 SENT | SKIPPED | ERROR, com concess\u00E3o para sobreviver a rein\u00EDcios). docs/curtailment.md.';
    displayName: 'Contrato avisado de restri\u00E7\u00E3o';
    pluralName: 'curtailment-targets';
    singularName: 'curtailment-target';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    ackDeadline: Schema.Attribute.DateTime & Schema.Attribute.Required;
    acknowledgedAt: Schema.Attribute.DateTime;
    acknowledgedByEmail: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    acknowledgedById: Schema.Attribute.Integer;
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    contractRef: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    escalatedAt: Schema.Attribute.DateTime;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    limitVolume: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::curtailment.curtailment-target'> & Schema.Attribute.Private;
    noticeId: Schema.Attribute.Integer & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    recipients: Schema.Attribute.Integer;
    status: Schema.Attribute.Enumeration<['IDLE', 'WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'IDLE'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiFaqFaq extends Struct.CollectionTypeSchema {
  collectionName: 'faqs';
  info: {
    description: 'Pergunta e resposta das Perguntas frequentes do site.';
    displayName: 'Pergunta frequente';
    pluralName: 'faqs';
    singularName: 'faq';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    Grupo: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::faq.faq'> & Schema.Attribute.Private;
    Ordem: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    Pergunta: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    Resposta: Schema.Attribute.Blocks & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiHeaderMenuHeaderMenu extends Struct.SingleTypeSchema {
  collectionName: 'header_menus';
  info: {
    description: 'Cabe\u00E7alho das landing pages.';
    displayName: 'Menu de landing page';
    pluralName: 'header-menus';
    singularName: 'header-menu';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    headerMenu: Schema.Attribute.Component<'navegacao.header-menu', false> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::header-menu.header-menu'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsConsumptionAlert extends Struct.CollectionTypeSchema {
  collectionName: 'insights_consumption_alerts';
  info: {
    description: 'Fila dos alertas de consumo alto (issue 25 \u00A72): uma linha por fatura emitida (BILL:<id da fatura>) ou proje\u00E7\u00E3o do m\u00EAs (PROJECTION:<contrato>:<m\u00EAs>), chave \u00FAnica; WAITING \u2192 PROCESSING \u2192 SENT | SKIPPED | ERROR, com concess\u00E3o (lease). docs/insights-consumption.md.';
    displayName: 'Alerta de consumo (fila)';
    pluralName: 'consumption-alerts';
    singularName: 'consumption-alert';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    contractId: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    days: Schema.Attribute.Integer;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    invoiceId: Schema.Attribute.Integer;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    kind: Schema.Attribute.Enumeration<['BILL', 'PROJECTION']> & Schema.Attribute.Required;
    leaseUntil: Schema.Attribute.DateTime;
    litres: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.consumption-alert'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    referenceMonth: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    sentAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsConsumptionAlertSetting extends Struct.CollectionTypeSchema {
  collectionName: 'insights_consumption_alert_settings';
  info: {
    description: 'O alerta de consumo alto de cada contrato (issue 25 \u00A72): ativo, percentual acima do habitual e aviso por e-mail. Sem linha vale o padr\u00E3o: ativo, 30 %, e-mail. docs/insights-consumption.md.';
    displayName: 'Alerta de consumo (escolha do cliente)';
    pluralName: 'consumption-alert-settings';
    singularName: 'consumption-alert-setting';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    active: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    contractId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.consumption-alert-setting'> & Schema.Attribute.Private;
    percent: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 300;
          min: 5;
        },
        number
      > &
      Schema.Attribute.DefaultTo<30>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsConsumptionGroup extends Struct.CollectionTypeSchema {
  collectionName: 'insights_consumption_groups';
  info: {
    description: 'Agregados guardados da compara\u00E7\u00E3o com clientes semelhantes (issue 25 \u00A72): por classe, cidade e m\u00EAs, quantos clientes, a mediana e o melhor quarto dos litros por dia. Uma fatura escrita marca o seu grupo e m\u00EAs (dirty) e a pr\u00F3xima leitura recalcula. docs/insights-consumption.md.';
    displayName: 'Consumo de clientes semelhantes';
    pluralName: 'consumption-groups';
    singularName: 'consumption-group';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    bestQuarterLitresPerDay: Schema.Attribute.Integer;
    city: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    computedAt: Schema.Attribute.DateTime;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    customers: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.DefaultTo<0>;
    dirty: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.consumption-group'> & Schema.Attribute.Private;
    medianLitresPerDay: Schema.Attribute.Integer;
    month: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    segment: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsInterruptionNotice extends Struct.CollectionTypeSchema {
  collectionName: 'insights_interruption_notices';
  info: {
    description: 'Fila dos avisos de interrup\u00E7\u00E3o programada (aviso, altera\u00E7\u00E3o, restabelecimento): uma linha por interrup\u00E7\u00E3o, vers\u00E3o e contrato (chave \u00FAnica), WAITING \u2192 PROCESSING \u2192 SENT | SKIPPED | ERROR, com concess\u00E3o (lease) para sobreviver a rein\u00EDcios. docs/insights-interruptions.md.';
    displayName: 'Aviso de interrup\u00E7\u00E3o programada';
    pluralName: 'interruption-notices';
    singularName: 'interruption-notice';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    contractId: Schema.Attribute.Integer & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    event: Schema.Attribute.Enumeration<['ANNOUNCED', 'CHANGED', 'RESTORED']> & Schema.Attribute.Required;
    interruptionId: Schema.Attribute.Integer & Schema.Attribute.Required;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.interruption-notice'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    recipients: Schema.Attribute.Integer;
    revision: Schema.Attribute.Integer & Schema.Attribute.Required;
    sentAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'SENT', 'SKIPPED', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsMeterReading extends Struct.CollectionTypeSchema {
  collectionName: 'insights_meter_readings';
  info: {
    description: 'Leituras informadas pelos clientes (autoleitura do ciclo ou contesta\u00E7\u00E3o de fatura estimada), com a foto do medidor no armazenamento privado. Leituras fora do esperado e contesta\u00E7\u00F5es chegam como RECEIVED: aceite (ACCEPTED) ou recuse (REFUSED, com o motivo) em readingStatus; o cliente \u00E9 avisado. A foto abre pelo link do campo photoLink (somente administradores do portal).';
    displayName: 'Autoleitura do medidor';
    pluralName: 'meter-readings';
    singularName: 'meter-reading';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attendant: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    consumedM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    correctedAmountCents: Schema.Attribute.Integer;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    customer: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    cycleReadingDate: Schema.Attribute.Date & Schema.Attribute.Required;
    expectedMaxM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    expectedMinM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    invoice: Schema.Attribute.Relation<'manyToOne', 'api::invoices.invoice'>;
    kind: Schema.Attribute.Enumeration<['CYCLE', 'CONTEST']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'CYCLE'>;
    lastReading: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.meter-reading'> & Schema.Attribute.Private;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    photoDeletedAt: Schema.Attribute.DateTime;
    photoLink: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    plausible: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    readingStatus: Schema.Attribute.Enumeration<['RECEIVED', 'ACCEPTED', 'REFUSED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'RECEIVED'>;
    readOn: Schema.Attribute.Date & Schema.Attribute.Required;
    refusalReason: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    reviewedAt: Schema.Attribute.DateTime;
    reviewedBy: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    rollover: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    submittedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    submittedBy: Schema.Attribute.Enumeration<['CUSTOMER', 'ATTENDANT']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'CUSTOMER'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    waitingKey: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface ApiInsightsPlannedInterruption extends Struct.CollectionTypeSchema {
  collectionName: 'insights_planned_interruptions';
  info: {
    description: 'Interrup\u00E7\u00F5es programadas do fornecimento de g\u00E1s: motivo, in\u00EDcio, previs\u00E3o de t\u00E9rmino e \u00E1rea afetada (cidade, ruas e faixas de CEP, ou lista de contratos). Os clientes afetados s\u00E3o avisados no portal e por e-mail; marque o t\u00E9rmino quando o fornecimento voltar. docs/insights-interruptions.md.';
    displayName: 'Interrup\u00E7\u00E3o programada';
    pluralName: 'planned-interruptions';
    singularName: 'planned-interruption';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    cepRanges: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5000;
      }>;
    city: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    consumerCodes: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20000;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    endedAt: Schema.Attribute.DateTime;
    expectedEndAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.planned-interruption'> & Schema.Attribute.Private;
    plannedRevision: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Text &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    restoredQueued: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    revision: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<1>;
    startsAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    streets: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 5000;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiInsightsTariff extends Struct.CollectionTypeSchema {
  collectionName: 'insights_tariffs';
  info: {
    description: 'Tabela tarif\u00E1ria publicada pela ARSESP para a concess\u00E3o, por classe e vig\u00EAncia: faixas em cascata, parte fixa e tributos (docs/insights-explain.md).';
    displayName: 'Tarifa de g\u00E1s';
    pluralName: 'tariffs';
    singularName: 'tariff';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    deliberation: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    fixedPerMonth: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::insights.tariff'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    tariffClass: Schema.Attribute.Enumeration<['RESIDENCIAL', 'COMERCIAL', 'INDUSTRIAL', 'GNV']> & Schema.Attribute.Required;
    taxes: Schema.Attribute.Component<'insights.tariff-tax', true>;
    tiers: Schema.Attribute.Component<'insights.tariff-tier', true> &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    validFrom: Schema.Attribute.Date & Schema.Attribute.Required;
    validTo: Schema.Attribute.Date;
  };
}

export interface ApiInvoicesInvoice extends Struct.CollectionTypeSchema {
  collectionName: 'invoices';
  info: {
    description: 'Faturas de g\u00E1s natural por contrato. O status e as variantes do m\u00EAs de refer\u00EAncia s\u00E3o calculados na resposta (domain/invoices).';
    displayName: 'Fatura';
    pluralName: 'invoices';
    singularName: 'invoice';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amountCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    consumptionM3: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    correctedM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    correctionFactor: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 9;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    currentReading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    currentReadingDate: Schema.Attribute.Date;
    dueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    issueDate: Schema.Attribute.Date & Schema.Attribute.Required;
    judicialDispute: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::invoices.invoice'> & Schema.Attribute.Private;
    measuredM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    negotiated: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    numDoc: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    paidAt: Schema.Attribute.DateTime;
    paymentDate: Schema.Attribute.Date;
    paymentMethod: Schema.Attribute.Enumeration<['PIX', 'BARCODE', 'OTHER']>;
    pixEndToEndId: Schema.Attribute.String &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    pixTxid: Schema.Attribute.String &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 25;
      }>;
    previousReading: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    previousReadingDate: Schema.Attribute.Date;
    publishedAt: Schema.Attribute.DateTime;
    readingType: Schema.Attribute.Enumeration<['REAL', 'ESTIMATED', 'INFORMED']>;
    referenceMonth: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    visibleFrom: Schema.Attribute.Date;
  };
}

export interface ApiInvoicesPdfRender extends Struct.CollectionTypeSchema {
  collectionName: 'invoice_pdf_renders';
  info: {
    description: 'Fila dos PDFs de fatura a desenhar quando a fatura \u00E9 emitida ou muda (WAITING \u2192 PROCESSING; a linha sai quando o PDF est\u00E1 guardado, ERROR depois de 3 tentativas), com concess\u00E3o (lease) para sobreviver a rein\u00EDcios. docs/scaling.md, "Documents".';
    displayName: 'PDF de fatura a desenhar';
    pluralName: 'pdf-renders';
    singularName: 'pdf-render';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    invoiceId: Schema.Attribute.Integer & Schema.Attribute.Required;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::invoices.pdf-render'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'ERROR']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLandingFooterLandingFooter extends Struct.SingleTypeSchema {
  collectionName: 'landing_footers';
  info: {
    description: 'Rodap\u00E9 das landing pages.';
    displayName: 'Rodap\u00E9 de landing page';
    pluralName: 'landing-footers';
    singularName: 'landing-footer';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    footer: Schema.Attribute.Component<'navegacao.landing-page-footer', false> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::landing-footer.landing-footer'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiLocationLocation extends Struct.CollectionTypeSchema {
  collectionName: 'locations';
  info: {
    description: 'Condom\u00EDnio ou endere\u00E7o atendido de uma cidade.';
    displayName: 'Condom\u00EDnio';
    pluralName: 'locations';
    singularName: 'location';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    address: Schema.Attribute.String & Schema.Attribute.Required;
    cep: Schema.Attribute.String;
    city: Schema.Attribute.Relation<'manyToOne', 'api::city.city'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::location.location'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    number: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.Enumeration<['COLLECTIVE', 'INDIVIDUAL']> & Schema.Attribute.DefaultTo<'INDIVIDUAL'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiMenuMenu extends Struct.SingleTypeSchema {
  collectionName: 'menus';
  info: {
    description: 'Menu principal do site.';
    displayName: 'Menu';
    pluralName: 'menus';
    singularName: 'menu';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::menu.menu'> & Schema.Attribute.Private;
    menu: Schema.Attribute.Component<'navegacao.menu', false> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsCategoryNewsCategory extends Struct.CollectionTypeSchema {
  collectionName: 'news_categories';
  info: {
    description: 'Categoria que agrupa as not\u00EDcias.';
    displayName: 'Categoria de not\u00EDcia';
    pluralName: 'news-categories';
    singularName: 'news-category';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    Categoria: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::news-category.news-category'> & Schema.Attribute.Private;
    Noticias: Schema.Attribute.Relation<'oneToMany', 'api::news.news'>;
    publishedAt: Schema.Attribute.DateTime;
    slug: Schema.Attribute.UID<'Categoria'> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNewsNews extends Struct.CollectionTypeSchema {
  collectionName: 'news_items';
  info: {
    description: 'Not\u00EDcia publicada no site.';
    displayName: 'Not\u00EDcia';
    pluralName: 'news-items';
    singularName: 'news';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    Capa: Schema.Attribute.Media<'images'>;
    Categoria: Schema.Attribute.Relation<'manyToOne', 'api::news-category.news-category'>;
    Conteudo: Schema.Attribute.Blocks & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::news.news'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    Resumo: Schema.Attribute.Text;
    seo: Schema.Attribute.Component<'pagina.seo', false>;
    slug: Schema.Attribute.UID<'Titulo'> & Schema.Attribute.Required;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiNotificationNotice extends Struct.CollectionTypeSchema {
  collectionName: 'portal_notices';
  info: {
    description: 'Aviso da equipe aos usu\u00E1rios do portal. Ao salvar, cada destinat\u00E1rio (um usu\u00E1rio, os usu\u00E1rios de um contrato ou todos) recebe uma notifica\u00E7\u00E3o no sino da \u00E1rea do cliente. Um aviso enviado n\u00E3o pode ser alterado.';
    displayName: 'Aviso';
    pluralName: 'notices';
    singularName: 'notice';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    audience: Schema.Attribute.Enumeration<['usuario', 'contrato', 'todos']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'usuario'>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Blocks & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::notification.notice'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    recipients: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    sentAt: Schema.Attribute.DateTime;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    user: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
  };
}

export interface ApiNotificationNotification extends Struct.CollectionTypeSchema {
  collectionName: 'portal_notifications';
  info: {
    description: 'Notifica\u00E7\u00F5es de um usu\u00E1rio do portal (uma linha por usu\u00E1rio). Escritas pelo portal e pelos avisos; a descri\u00E7\u00E3o \u00E9 HTML j\u00E1 higienizado.';
    displayName: 'Notifica\u00E7\u00E3o';
    pluralName: 'notifications';
    singularName: 'notification';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::notification.notification'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    readedAt: Schema.Attribute.DateTime;
    sentAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    title: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Private;
  };
}

export interface ApiPagePage extends Struct.CollectionTypeSchema {
  collectionName: 'pages';
  info: {
    description: 'P\u00E1gina do site montada com blocos.';
    displayName: 'P\u00E1gina';
    pluralName: 'pages';
    singularName: 'page';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    blocks: Schema.Attribute.DynamicZone<
      [
        'texto.faq',
        'texto.html',
        'texto.institutional',
        'texto.special-paragraph',
        'texto.paragraph',
        'texto.table',
        'texto.timeline',
        'midia.banner',
        'midia.cover',
        'midia.image-gallery',
        'midia.pdf-viewer',
        'midia.slider-cards',
        'midia.side-slider',
        'midia.video-with-text',
        'destaques.highlights',
        'destaques.landing-page',
        'destaques.marketing-banner',
        'destaques.popup',
        'destaques.want-to-hire',
        'destaques.solutions',
        'destaques.tariff-simulator',
        'navegacao.quick-access',
        'navegacao.anchor',
        'navegacao.search',
        'navegacao.footer',
        'navegacao.logged-in-footer',
        'navegacao.logged-in-header',
        'navegacao.landing-page-footer',
        'navegacao.menu',
        'navegacao.header-menu',
        'noticias.news-list',
        'noticias.news',
        'area-do-cliente.logged-area',
        'area-do-cliente.digital-account',
        'area-do-cliente.simplified-digital-account',
        'area-do-cliente.login',
        'area-do-cliente.simplified-invoice-login',
        'pagina.not-found',
        'pagina.seo',
      ]
    >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::page.page'> & Schema.Attribute.Private;
    path: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    seo: Schema.Attribute.Component<'pagina.seo', false>;
    show_footer: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    show_header: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    title: Schema.Attribute.String & Schema.Attribute.Required;
    type: Schema.Attribute.Enumeration<['default', 'institutional', 'landing', 'home']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'default'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPopupPopup extends Struct.SingleTypeSchema {
  collectionName: 'popups';
  info: {
    description: 'Pop-up exibido ao abrir o site.';
    displayName: 'Popup';
    pluralName: 'popups';
    singularName: 'popup';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::popup.popup'> & Schema.Attribute.Private;
    popup: Schema.Attribute.Component<'destaques.popup', false> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPrivacyAccountChange extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_account_changes';
  info: {
    description: 'Uma linha por altera\u00E7\u00E3o de dados cadastrais feita por um atendente em nome do cliente: quem, quando e quais campos.';
    displayName: 'Altera\u00E7\u00E3o feita por atendente';
    pluralName: 'account-changes';
    singularName: 'account-change';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    contractCode: Schema.Attribute.String;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    fields: Schema.Attribute.JSON;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.account-change'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    staffRole: Schema.Attribute.String;
    staffUserId: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiPrivacyConsent extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_consents';
  info: {
    description: 'Uma linha por mudan\u00E7a de consentimento de um usu\u00E1rio do portal (e-mails de marketing, cookies de desempenho, cookies de marketing): concedido ou revogado, quando e por onde. Somente leitura: o cliente muda pela \u00E1rea do cliente.';
    displayName: 'Consentimento (LGPD)';
    pluralName: 'consents';
    singularName: 'consent';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    category: Schema.Attribute.Enumeration<['marketing-email', 'cookies-performance', 'cookies-marketing']> & Schema.Attribute.Required;
    changedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    granted: Schema.Attribute.Boolean & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.consent'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    source: Schema.Attribute.Enumeration<['area-cliente', 'cookies']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'area-cliente'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiPrivacyDataExport extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_data_exports';
  info: {
    description: 'Pedidos de exporta\u00E7\u00E3o dos dados de um cliente: uma fila no banco (WAITING \u2192 PROCESSING \u2192 READY | ERROR | EXPIRED) com concess\u00E3o (lease) para sobreviver a rein\u00EDcios. O arquivo fica 24 horas.';
    displayName: 'Exporta\u00E7\u00E3o de dados (LGPD)';
    pluralName: 'data-exports';
    singularName: 'data-export';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    attempts: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    error: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 500;
      }>;
    expiresAt: Schema.Attribute.DateTime;
    fileData: Schema.Attribute.Text & Schema.Attribute.Private;
    fileName: Schema.Attribute.String;
    fileSha256: Schema.Attribute.String & Schema.Attribute.Private;
    leaseUntil: Schema.Attribute.DateTime;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.data-export'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    readyAt: Schema.Attribute.DateTime;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    sizeBytes: Schema.Attribute.Integer;
    status: Schema.Attribute.Enumeration<['WAITING', 'PROCESSING', 'READY', 'ERROR', 'EXPIRED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'WAITING'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiPrivacyDataRecipient extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_data_recipients';
  info: {
    description: "Quem recebe dados dos clientes e por qu\u00EA: a lista mostrada na aba 'Privacidade e dados' da \u00E1rea do cliente.";
    displayName: 'Compartilhamento de dados (LGPD)';
    pluralName: 'data-recipients';
    singularName: 'data-recipient';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    dataShared: Schema.Attribute.Text & Schema.Attribute.Required;
    legalBasis: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.data-recipient'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    order: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    purpose: Schema.Attribute.Text & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiPrivacyLoginRecord extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_login_records';
  info: {
    description: 'Uma linha por entrada bem-sucedida na \u00E1rea do cliente: quando e de qual endere\u00E7o.';
    displayName: 'Registro de acesso';
    pluralName: 'login-records';
    singularName: 'login-record';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    address: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    at: Schema.Attribute.DateTime & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.login-record'> & Schema.Attribute.Private;
    method: Schema.Attribute.Enumeration<['password', 'google']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'password'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer & Schema.Attribute.Required;
  };
}

export interface ApiPrivacyPrivacyRequest extends Struct.CollectionTypeSchema {
  collectionName: 'privacy_requests';
  info: {
    description: 'Pedidos de exclus\u00E3o ou anonimiza\u00E7\u00E3o feitos pelos clientes na \u00E1rea do cliente e mensagens ao encarregado enviadas pelo site. Mude o status (requestStatus) na ordem Aberta (OPEN) \u2192 Em an\u00E1lise (IN_REVIEW) \u2192 Aprovada (APPROVED) ou Recusada (REJECTED) \u2192 Conclu\u00EDda (DONE). Aprovar uma exclus\u00E3o ou anonimiza\u00E7\u00E3o encerra a conta e anonimiza os dados pessoais do cliente na hora; o hist\u00F3rico guarda quem mudou cada status e quando.';
    displayName: 'Solicita\u00E7\u00E3o de privacidade (LGPD)';
    pluralName: 'privacy-requests';
    singularName: 'privacy-request';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    cpfCnpj: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 20;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    decisionNote: Schema.Attribute.Text;
    email: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 254;
      }>;
    history: Schema.Attribute.JSON;
    kind: Schema.Attribute.Enumeration<['DELETION', 'ANONYMIZATION', 'DPO_CONTACT']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::privacy.privacy-request'> & Schema.Attribute.Private;
    message: Schema.Attribute.Text;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 200;
      }>;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    requestStatus: Schema.Attribute.Enumeration<['OPEN', 'IN_REVIEW', 'APPROVED', 'REJECTED', 'DONE']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'OPEN'>;
    source: Schema.Attribute.Enumeration<['area-cliente', 'site']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'area-cliente'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    userId: Schema.Attribute.Integer;
  };
}

export interface ApiPrivateFilePrivateFile extends Struct.CollectionTypeSchema {
  collectionName: 'private_files';
  info: {
    description: 'Registro dos arquivos de clientes guardados no armazenamento privado (documentos, selfies, comprovantes, fotos de medidor, lotes, exporta\u00E7\u00F5es LGPD, PDFs de faturas e contratos). Os bytes nunca ficam na Biblioteca de M\u00EDdia.';
    displayName: 'Arquivo privado de cliente';
    pluralName: 'private-files';
    singularName: 'private-file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    key: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    kind: Schema.Attribute.Enumeration<
      [
        'CONNECTION_DOCUMENT',
        'CONNECTION_SELFIE',
        'RECONNECTION_PROOF',
        'BATCH_FILE',
        'DATA_EXPORT',
        'RENDERED_PDF',
        'PAYMENT_RECEIPT',
        'METER_PHOTO',
      ]
    > &
      Schema.Attribute.Required;
    legacyUploadId: Schema.Attribute.Integer & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::private-file.private-file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 255;
      }>;
    ownerUserId: Schema.Attribute.Integer;
    position: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    relatedId: Schema.Attribute.Integer & Schema.Attribute.Required;
    relatedType: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 80;
      }>;
    sha256: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 64;
      }>;
    size: Schema.Attribute.Integer & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiProfileProfile extends Struct.CollectionTypeSchema {
  collectionName: 'portal_profiles';
  info: {
    description: 'Grupos de permiss\u00F5es do portal: chaves label.a\u00E7\u00E3o';
    displayName: 'Perfil (grupo de permiss\u00F5es)';
    pluralName: 'profiles';
    singularName: 'profile';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::profile.profile'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 100;
      }>;
    permissions: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    situation: Schema.Attribute.Enumeration<['ACTIVE', 'DEACTIVATE', 'PENDING']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'ACTIVE'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface ApiQuickAccessQuickAccess extends Struct.CollectionTypeSchema {
  collectionName: 'quick_accesses';
  info: {
    description: 'Cart\u00E3o de acesso r\u00E1pido usado pelo bloco Acesso r\u00E1pido sem itens pr\u00F3prios.';
    displayName: 'Acesso r\u00E1pido';
    pluralName: 'quick-accesses';
    singularName: 'quick-access';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    Icone: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::quick-access.quick-access'> & Schema.Attribute.Private;
    Nome: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    Ordem: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiServiceAssistancePartner extends Struct.CollectionTypeSchema {
  collectionName: 'assistance_partners';
  info: {
    description: 'Parceiros de assist\u00EAncia t\u00E9cnica 24 horas mostrados na \u00E1rea do cliente (assistencia-tecnica).';
    displayName: 'Assist\u00EAncia t\u00E9cnica (parceiros 24h)';
    pluralName: 'assistance-partners';
    singularName: 'assistance-partner';
  };
  options: {
    draftAndPublish: true;
  };
  attributes: {
    cities: Schema.Attribute.Text & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.Text;
    email: Schema.Attribute.Email;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.assistance-partner'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    order: Schema.Attribute.Integer & Schema.Attribute.DefaultTo<0>;
    phone: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    website: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 300;
      }>;
    whatsapp: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
  };
}

export interface ApiServiceContractInterruption extends Struct.CollectionTypeSchema {
  collectionName: 'contract_interruptions';
  info: {
    description: 'Interrup\u00E7\u00F5es do fornecimento de um contrato (dados do SAP). A mais recente decide o tipo de religa\u00E7\u00E3o e a taxa.';
    displayName: 'Interrup\u00E7\u00E3o de fornecimento';
    pluralName: 'contract-interruptions';
    singularName: 'contract-interruption';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    endedAt: Schema.Attribute.Date;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.contract-interruption'> & Schema.Attribute.Private;
    notes: Schema.Attribute.Text;
    publishedAt: Schema.Attribute.DateTime;
    reason: Schema.Attribute.Enumeration<['NON_PAYMENT', 'INSECURITY', 'CANCELLATION', 'TEMPORARY_BLOCK', 'OTHER']> &
      Schema.Attribute.Required;
    startedAt: Schema.Attribute.Date & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiServiceReconnectionInstalment extends Struct.CollectionTypeSchema {
  collectionName: 'reconnection_instalments';
  info: {
    description: 'Parcela k/N da taxa de uma religa\u00E7\u00E3o conclu\u00EDda (solicita\u00E7\u00E3o marcada como DONE), cobrada na pr\u00F3xima fatura emitida a partir do m\u00EAs seguinte ao da religa\u00E7\u00E3o (invoiceId/invoiceNumDoc: a fatura que a cobrou).';
    displayName: 'Parcela da taxa de religa\u00E7\u00E3o';
    pluralName: 'reconnection-instalments';
    singularName: 'reconnection-instalment';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    amountCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    billedAt: Schema.Attribute.DateTime;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    count: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    fromMonth: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 7;
      }>;
    instalmentKey: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    invoiceId: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    invoiceNumDoc: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.reconnection-instalment'> & Schema.Attribute.Private;
    number: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    protocol: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reconnectedOn: Schema.Attribute.Date & Schema.Attribute.Required;
    serviceRequestId: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiServiceServiceRequest extends Struct.CollectionTypeSchema {
  collectionName: 'service_requests';
  info: {
    description: 'Religa\u00E7\u00E3o, suspens\u00E3o de fornecimento e bloqueio tempor\u00E1rio pedidos pela \u00E1rea do cliente. A equipe acompanha e atualiza a situa\u00E7\u00E3o (requestStatus) aqui; cancelamento por telefone: CANCELLED.';
    displayName: 'Solicita\u00E7\u00E3o de servi\u00E7o';
    pluralName: 'service-requests';
    singularName: 'service-request';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    attendant: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    blockReason: Schema.Attribute.Enumeration<['Reforma', 'Viagem', 'Outros']>;
    contract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    customer: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    date: Schema.Attribute.Date;
    feeCents: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
    feeInstalments: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      >;
    hadDebits: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    kind: Schema.Attribute.Enumeration<['RECONNECTION', 'SUSPENSION', 'TEMPORARY_BLOCK']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.service-request'> & Schema.Attribute.Private;
    motive: Schema.Attribute.Text;
    newAddress: Schema.Attribute.Text;
    period: Schema.Attribute.Enumeration<['MORNING', 'AFTERNOON']>;
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 11;
      }>;
    protocol: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    publishedAt: Schema.Attribute.DateTime;
    reconnectionType: Schema.Attribute.Enumeration<['NON_PAYMENT', 'INSECURITY', 'CANCELLATION', 'TEMPORARY_BLOCK', 'OTHER']>;
    requestedAt: Schema.Attribute.DateTime & Schema.Attribute.Required;
    requestedBy: Schema.Attribute.Enumeration<['CUSTOMER', 'ATTENDANT']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'CUSTOMER'>;
    requestStatus: Schema.Attribute.Enumeration<['OPEN', 'SCHEDULED', 'DONE', 'CANCELLED']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'OPEN'>;
    slot: Schema.Attribute.Relation<'manyToOne', 'api::service.service-slot'>;
    staffNotes: Schema.Attribute.Text & Schema.Attribute.Private;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiServiceServiceSetting extends Struct.SingleTypeSchema {
  collectionName: 'service_settings';
  info: {
    description: 'Taxas de religa\u00E7\u00E3o (resolu\u00E7\u00E3o da ag\u00EAncia reguladora), imagem do aviso da religa\u00E7\u00E3o em 4 horas e vagas padr\u00E3o por per\u00EDodo.';
    displayName: 'Configura\u00E7\u00F5es de servi\u00E7os';
    pluralName: 'service-settings';
    singularName: 'service-setting';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    feeMaxInstalments: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          max: 12;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    fourHoursFeeCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<25890>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.service-setting'> & Schema.Attribute.Private;
    nextDayFeeCents: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<8630>;
    noticeImage: Schema.Attribute.Media<'images'>;
    publishedAt: Schema.Attribute.DateTime;
    reconnectionCapacity: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    suspensionCapacity: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface ApiServiceServiceSlot extends Struct.CollectionTypeSchema {
  collectionName: 'service_slots';
  info: {
    description: "Vagas por tipo, data e per\u00EDodo. Crie uma linha para mudar a capacidade de uma data; sem linha vale a capacidade padr\u00E3o das Configura\u00E7\u00F5es de servi\u00E7os. 'Usadas' \u00E9 contado pelo portal.";
    displayName: 'Vagas de servi\u00E7o';
    pluralName: 'service-slots';
    singularName: 'service-slot';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    capacity: Schema.Attribute.Integer &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    date: Schema.Attribute.Date & Schema.Attribute.Required;
    kind: Schema.Attribute.Enumeration<['RECONNECTION', 'SUSPENSION']> & Schema.Attribute.Required;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::service.service-slot'> & Schema.Attribute.Private;
    period: Schema.Attribute.Enumeration<['MORNING', 'AFTERNOON']> & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    slotKey: Schema.Attribute.String &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 40;
      }>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    used: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<0>;
  };
}

export interface ApiSiteSettingSiteSetting extends Struct.SingleTypeSchema {
  collectionName: 'site_settings';
  info: {
    description: 'Nome da marca, telefones, encarregado de dados (LGPD) e SEO padr\u00E3o do site.';
    displayName: 'Configura\u00E7\u00F5es do site';
    pluralName: 'site-settings';
    singularName: 'site-setting';
  };
  options: {
    draftAndPublish: false;
  };
  attributes: {
    brandName: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'Necta'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    customerServicePhone: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'0800 773 6099'>;
    defaultSeo: Schema.Attribute.Component<'pagina.seo', false>;
    dpoName: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Ana Paula Ferreira'>;
    dpoPhone: Schema.Attribute.String & Schema.Attribute.DefaultTo<'0800 773 6099'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'api::site-setting.site-setting'> & Schema.Attribute.Private;
    Numero_Emergencia: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'0800 773 6099'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesRelease extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_releases';
  info: {
    displayName: 'Release';
    pluralName: 'releases';
    singularName: 'release';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    actions: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    publishedAt: Schema.Attribute.DateTime;
    releasedAt: Schema.Attribute.DateTime;
    scheduledAt: Schema.Attribute.DateTime;
    status: Schema.Attribute.Enumeration<['ready', 'blocked', 'failed', 'done', 'empty']> & Schema.Attribute.Required;
    timezone: Schema.Attribute.String;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginContentReleasesReleaseAction extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_release_actions';
  info: {
    displayName: 'Release Action';
    pluralName: 'release-actions';
    singularName: 'release-action';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentType: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    entryDocumentId: Schema.Attribute.String;
    isEntryValid: Schema.Attribute.Boolean;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::content-releases.release-action'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    release: Schema.Attribute.Relation<'manyToOne', 'plugin::content-releases.release'>;
    type: Schema.Attribute.Enumeration<['publish', 'unpublish']> & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginI18NLocale extends Struct.CollectionTypeSchema {
  collectionName: 'i18n_locale';
  info: {
    collectionName: 'locales';
    description: '';
    displayName: 'Locale';
    pluralName: 'locales';
    singularName: 'locale';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    code: Schema.Attribute.String & Schema.Attribute.Unique;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::i18n.locale'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMax<
        {
          max: 50;
          min: 1;
        },
        number
      >;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflow extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows';
  info: {
    description: '';
    displayName: 'Workflow';
    name: 'Workflow';
    pluralName: 'workflows';
    singularName: 'workflow';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    contentTypes: Schema.Attribute.JSON & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'[]'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow'> & Schema.Attribute.Private;
    name: Schema.Attribute.String & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    stageRequiredToPublish: Schema.Attribute.Relation<'oneToOne', 'plugin::review-workflows.workflow-stage'>;
    stages: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginReviewWorkflowsWorkflowStage extends Struct.CollectionTypeSchema {
  collectionName: 'strapi_workflows_stages';
  info: {
    description: '';
    displayName: 'Stages';
    name: 'Workflow Stage';
    pluralName: 'workflow-stages';
    singularName: 'workflow-stage';
  };
  options: {
    draftAndPublish: false;
    version: '1.1.0';
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    color: Schema.Attribute.String & Schema.Attribute.DefaultTo<'#4945FF'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::review-workflows.workflow-stage'> & Schema.Attribute.Private;
    name: Schema.Attribute.String;
    permissions: Schema.Attribute.Relation<'manyToMany', 'admin::permission'>;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    workflow: Schema.Attribute.Relation<'manyToOne', 'plugin::review-workflows.workflow'>;
  };
}

export interface PluginUploadFile extends Struct.CollectionTypeSchema {
  collectionName: 'files';
  info: {
    description: '';
    displayName: 'File';
    pluralName: 'files';
    singularName: 'file';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    alternativeText: Schema.Attribute.Text;
    caption: Schema.Attribute.Text;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    ext: Schema.Attribute.String;
    focalPoint: Schema.Attribute.JSON;
    folder: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'> & Schema.Attribute.Private;
    folderPath: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    formats: Schema.Attribute.JSON;
    hash: Schema.Attribute.String & Schema.Attribute.Required;
    height: Schema.Attribute.Integer;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'> & Schema.Attribute.Private;
    mime: Schema.Attribute.String & Schema.Attribute.Required;
    name: Schema.Attribute.String & Schema.Attribute.Required;
    previewUrl: Schema.Attribute.Text;
    provider: Schema.Attribute.String & Schema.Attribute.Required;
    provider_metadata: Schema.Attribute.JSON;
    publishedAt: Schema.Attribute.DateTime;
    related: Schema.Attribute.Relation<'morphToMany'>;
    size: Schema.Attribute.Decimal & Schema.Attribute.Required;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    url: Schema.Attribute.Text & Schema.Attribute.Required;
    width: Schema.Attribute.Integer;
  };
}

export interface PluginUploadFolder extends Struct.CollectionTypeSchema {
  collectionName: 'upload_folders';
  info: {
    displayName: 'Folder';
    pluralName: 'folders';
    singularName: 'folder';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    children: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    files: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.file'>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::upload.folder'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    parent: Schema.Attribute.Relation<'manyToOne', 'plugin::upload.folder'>;
    path: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 1;
      }>;
    pathId: Schema.Attribute.Integer & Schema.Attribute.Required & Schema.Attribute.Unique;
    publishedAt: Schema.Attribute.DateTime;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsPermission extends Struct.CollectionTypeSchema {
  collectionName: 'up_permissions';
  info: {
    description: '';
    displayName: 'Permission';
    name: 'permission';
    pluralName: 'permissions';
    singularName: 'permission';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    action: Schema.Attribute.String & Schema.Attribute.Required;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'> & Schema.Attribute.Private;
    publishedAt: Schema.Attribute.DateTime;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
  };
}

export interface PluginUsersPermissionsRole extends Struct.CollectionTypeSchema {
  collectionName: 'up_roles';
  info: {
    description: '';
    displayName: 'Role';
    name: 'role';
    pluralName: 'roles';
    singularName: 'role';
  };
  options: {
    draftAndPublish: false;
  };
  pluginOptions: {
    'content-manager': {
      visible: false;
    };
    'content-type-builder': {
      visible: false;
    };
  };
  attributes: {
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    description: Schema.Attribute.String;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.role'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
    permissions: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.permission'>;
    publishedAt: Schema.Attribute.DateTime;
    type: Schema.Attribute.String & Schema.Attribute.Unique;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    users: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
  };
}

export interface PluginUsersPermissionsUser extends Struct.CollectionTypeSchema {
  collectionName: 'up_users';
  info: {
    description: 'Usu\u00E1rios do portal (clientes, atendentes, administradores)';
    displayName: 'Usu\u00E1rio';
    name: 'user';
    pluralName: 'users';
    singularName: 'user';
  };
  options: {
    draftAndPublish: false;
    timestamps: true;
  };
  attributes: {
    accountOwner: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.user'>;
    active: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    avatarUrl: Schema.Attribute.String &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 1000;
      }>;
    blocked: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    confirmationToken: Schema.Attribute.String & Schema.Attribute.Private;
    confirmed: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    consumerCode: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 12;
      }>;
    contracts: Schema.Attribute.Relation<'manyToMany', 'api::contract.contract'>;
    cpfCnpj: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 14;
      }>;
    createdAt: Schema.Attribute.DateTime;
    createdBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    email: Schema.Attribute.Email &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    emailVerified: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    invoiceByEmail: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    locale: Schema.Attribute.String & Schema.Attribute.Private;
    localizations: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'> & Schema.Attribute.Private;
    name: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 150;
      }>;
    notificationAccess: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<true>;
    password: Schema.Attribute.Password &
      Schema.Attribute.Private &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 6;
      }>;
    phone: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 11;
      }>;
    portalRole: Schema.Attribute.Enumeration<
      ['client', 'attendant-only', 'attendant-2', 'admin', 'admin-master', 'industry', 'gas-programmer', 'gnv', 'individual']
    > &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'client'>;
    profile: Schema.Attribute.Relation<'manyToOne', 'api::profile.profile'>;
    provider: Schema.Attribute.String;
    publishedAt: Schema.Attribute.DateTime;
    resetPasswordToken: Schema.Attribute.String & Schema.Attribute.Private;
    role: Schema.Attribute.Relation<'manyToOne', 'plugin::users-permissions.role'>;
    secondaryUsers: Schema.Attribute.Relation<'oneToMany', 'plugin::users-permissions.user'>;
    selectedContract: Schema.Attribute.Relation<'manyToOne', 'api::contract.contract'>;
    situation: Schema.Attribute.Enumeration<['ACTIVE', 'DEACTIVATE', 'PENDING']> &
      Schema.Attribute.Required &
      Schema.Attribute.DefaultTo<'ACTIVE'>;
    updatedAt: Schema.Attribute.DateTime;
    updatedBy: Schema.Attribute.Relation<'oneToOne', 'admin::user'> & Schema.Attribute.Private;
    username: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.Unique &
      Schema.Attribute.SetMinMaxLength<{
        minLength: 3;
      }>;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ContentTypeSchemas {
      'admin::api-token': AdminApiToken;
      'admin::api-token-permission': AdminApiTokenPermission;
      'admin::permission': AdminPermission;
      'admin::role': AdminRole;
      'admin::session': AdminSession;
      'admin::transfer-token': AdminTransferToken;
      'admin::transfer-token-permission': AdminTransferTokenPermission;
      'admin::user': AdminUser;
      'api::access-tokens.access-token': ApiAccessTokensAccessToken;
      'api::audit.attendant-change': ApiAuditAttendantChange;
      'api::audit.second-factor-change': ApiAuditSecondFactorChange;
      'api::audit.token-call': ApiAuditTokenCall;
      'api::auth.auth-token': ApiAuthAuthToken;
      'api::auth.portal-session': ApiAuthPortalSession;
      'api::auth.second-factor': ApiAuthSecondFactor;
      'api::batches.batch': ApiBatchesBatch;
      'api::batches.batch-item': ApiBatchesBatchItem;
      'api::city.city': ApiCityCity;
      'api::collections.contract-credit': ApiCollectionsContractCredit;
      'api::collections.credit-use': ApiCollectionsCreditUse;
      'api::collections.direct-debit-debit': ApiCollectionsDirectDebitDebit;
      'api::collections.direct-debit-enrolment': ApiCollectionsDirectDebitEnrolment;
      'api::collections.direct-debit-file': ApiCollectionsDirectDebitFile;
      'api::collections.discharge-declaration': ApiCollectionsDischargeDeclaration;
      'api::collections.discharge-declaration-mailing': ApiCollectionsDischargeDeclarationMailing;
      'api::collections.due-date-change': ApiCollectionsDueDateChange;
      'api::collections.negotiation-agreement': ApiCollectionsNegotiationAgreement;
      'api::collections.negotiation-instalment': ApiCollectionsNegotiationInstalment;
      'api::collections.paperless-mail': ApiCollectionsPaperlessMail;
      'api::collections.paperless-preference': ApiCollectionsPaperlessPreference;
      'api::collections.paperless-sweep': ApiCollectionsPaperlessSweep;
      'api::collections.pix-charge': ApiCollectionsPixCharge;
      'api::collections.pix-charge-batch': ApiCollectionsPixChargeBatch;
      'api::collections.pix-payment': ApiCollectionsPixPayment;
      'api::collections.pix-reconciliation': ApiCollectionsPixReconciliation;
      'api::collections.pix-recurrence': ApiCollectionsPixRecurrence;
      'api::collections.pix-recurring-charge': ApiCollectionsPixRecurringCharge;
      'api::collections.receipt-submission': ApiCollectionsReceiptSubmission;
      'api::collections.suspension-notice': ApiCollectionsSuspensionNotice;
      'api::collections.suspension-sweep': ApiCollectionsSuspensionSweep;
      'api::connection.connection-request': ApiConnectionConnectionRequest;
      'api::consumption.axis': ApiConsumptionAxis;
      'api::consumption.axis-city': ApiConsumptionAxisCity;
      'api::consumption.axis-day': ApiConsumptionAxisDay;
      'api::consumption.consumption-programming': ApiConsumptionConsumptionProgramming;
      'api::consumption.consumption-protocol': ApiConsumptionConsumptionProtocol;
      'api::consumption.data-revision': ApiConsumptionDataRevision;
      'api::consumption.hourly-measurement': ApiConsumptionHourlyMeasurement;
      'api::consumption.industrial-contract': ApiConsumptionIndustrialContract;
      'api::consumption.measured-consumption': ApiConsumptionMeasuredConsumption;
      'api::consumption.quarterly-request': ApiConsumptionQuarterlyRequest;
      'api::consumption.region': ApiConsumptionRegion;
      'api::contract-accounting.contract-alert': ApiContractAccountingContractAlert;
      'api::contract-accounting.contract-term': ApiContractAccountingContractTerm;
      'api::contract.contract': ApiContractContract;
      'api::curtailment.curtailment-notice': ApiCurtailmentCurtailmentNotice;
      'api::curtailment.curtailment-target': ApiCurtailmentCurtailmentTarget;
      'api::faq.faq': ApiFaqFaq;
      'api::header-menu.header-menu': ApiHeaderMenuHeaderMenu;
      'api::insights.consumption-alert': ApiInsightsConsumptionAlert;
      'api::insights.consumption-alert-setting': ApiInsightsConsumptionAlertSetting;
      'api::insights.consumption-group': ApiInsightsConsumptionGroup;
      'api::insights.interruption-notice': ApiInsightsInterruptionNotice;
      'api::insights.meter-reading': ApiInsightsMeterReading;
      'api::insights.planned-interruption': ApiInsightsPlannedInterruption;
      'api::insights.tariff': ApiInsightsTariff;
      'api::invoices.invoice': ApiInvoicesInvoice;
      'api::invoices.pdf-render': ApiInvoicesPdfRender;
      'api::landing-footer.landing-footer': ApiLandingFooterLandingFooter;
      'api::location.location': ApiLocationLocation;
      'api::menu.menu': ApiMenuMenu;
      'api::news-category.news-category': ApiNewsCategoryNewsCategory;
      'api::news.news': ApiNewsNews;
      'api::notification.notice': ApiNotificationNotice;
      'api::notification.notification': ApiNotificationNotification;
      'api::page.page': ApiPagePage;
      'api::popup.popup': ApiPopupPopup;
      'api::privacy.account-change': ApiPrivacyAccountChange;
      'api::privacy.consent': ApiPrivacyConsent;
      'api::privacy.data-export': ApiPrivacyDataExport;
      'api::privacy.data-recipient': ApiPrivacyDataRecipient;
      'api::privacy.login-record': ApiPrivacyLoginRecord;
      'api::privacy.privacy-request': ApiPrivacyPrivacyRequest;
      'api::private-file.private-file': ApiPrivateFilePrivateFile;
      'api::profile.profile': ApiProfileProfile;
      'api::quick-access.quick-access': ApiQuickAccessQuickAccess;
      'api::service.assistance-partner': ApiServiceAssistancePartner;
      'api::service.contract-interruption': ApiServiceContractInterruption;
      'api::service.reconnection-instalment': ApiServiceReconnectionInstalment;
      'api::service.service-request': ApiServiceServiceRequest;
      'api::service.service-setting': ApiServiceServiceSetting;
      'api::service.service-slot': ApiServiceServiceSlot;
      'api::site-setting.site-setting': ApiSiteSettingSiteSetting;
      'plugin::content-releases.release': PluginContentReleasesRelease;
      'plugin::content-releases.release-action': PluginContentReleasesReleaseAction;
      'plugin::i18n.locale': PluginI18NLocale;
      'plugin::review-workflows.workflow': PluginReviewWorkflowsWorkflow;
      'plugin::review-workflows.workflow-stage': PluginReviewWorkflowsWorkflowStage;
      'plugin::upload.file': PluginUploadFile;
      'plugin::upload.folder': PluginUploadFolder;
      'plugin::users-permissions.permission': PluginUsersPermissionsPermission;
      'plugin::users-permissions.role': PluginUsersPermissionsRole;
      'plugin::users-permissions.user': PluginUsersPermissionsUser;
    }
  }
}
