/** Labels of the site content the editors keep (bootstrap/editor.ts EDITOR_CONTENT_TYPES). */
import { ALT_REQUIRED, link, type LabelTable } from './types';

export const SITE_LABELS: LabelTable = {
  'api::page.page': {
    mainField: 'title',
    fields: {
      title: { label: 'Título', description: 'Nome da página no painel e título padrão da aba do navegador.' },
      path: {
        label: 'Endereço',
        description: 'Caminho da página no site: começa com /, só letras minúsculas, números e hífens.',
        placeholder: '/nossas-solucoes',
      },
      type: { label: 'Tipo de página', description: 'default, institutional, landing ou home (a página inicial).' },
      show_header: { label: 'Mostrar cabeçalho', description: 'Ligado, a página mostra o menu do site no topo.' },
      show_footer: { label: 'Mostrar rodapé', description: 'Ligado, a página mostra o rodapé do site.' },
      seo: 'SEO e compartilhamento',
      blocks: { label: 'Blocos', description: 'O conteúdo da página, de cima para baixo.' },
    },
  },
  'api::news.news': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      slug: { label: 'Endereço', description: 'Parte final do endereço da notícia (/noticias/…), gerada a partir do título.' },
      Resumo: { label: 'Resumo', description: 'Mostrado nas listas de notícias.' },
      Capa: {
        label: 'Imagem de capa',
        description: `Mostrada com 1136 px de largura no alto da notícia e cortada em 16:9 na lista; também é a imagem de compartilhamento (1200 × 630 px). ${ALT_REQUIRED}`,
      },
      Conteudo: 'Conteúdo',
      Categoria: 'Categoria',
      seo: 'SEO e compartilhamento',
    },
  },
  'api::news-category.news-category': {
    mainField: 'Categoria',
    fields: {
      Categoria: 'Nome da categoria',
      slug: { label: 'Endereço', description: 'Parte do endereço da categoria, gerada a partir do nome.' },
      Noticias: 'Notícias',
    },
  },
  'api::faq.faq': {
    mainField: 'Pergunta',
    fields: {
      Pergunta: 'Pergunta',
      Resposta: 'Resposta',
      Grupo: { label: 'Grupo', description: 'Blocos de perguntas frequentes podem mostrar só um grupo.' },
      Ordem: { label: 'Ordem', description: 'Menores primeiro.' },
    },
  },
  'api::quick-access.quick-access': {
    mainField: 'Nome',
    fields: {
      Nome: 'Nome',
      Link: link(),
      Icone: { label: 'Ícone', description: 'Ícone de 40 × 40 px.' },
      Ordem: { label: 'Ordem', description: 'Menores primeiro.' },
    },
  },
  'api::city.city': { mainField: 'name', fields: { name: 'Nome da cidade', locations: 'Condomínios' } },
  'api::location.location': {
    mainField: 'name',
    fields: {
      name: 'Nome do condomínio',
      address: 'Endereço',
      number: 'Número',
      cep: { label: 'CEP', placeholder: '00000-000' },
      type: { label: 'Tipo', description: 'COLLECTIVE: o prédio já tem gás instalado; INDIVIDUAL: ligação por apartamento.' },
      city: 'Cidade',
    },
  },
  'api::menu.menu': { fields: { menu: 'Menu' } },
  'api::popup.popup': { fields: { popup: 'Pop-up' } },
  'api::header-menu.header-menu': { fields: { headerMenu: 'Cabeçalho' } },
  'api::landing-footer.landing-footer': { fields: { footer: 'Rodapé' } },
  'api::site-setting.site-setting': {
    mainField: 'brandName',
    fields: {
      brandName: 'Nome da marca',
      Numero_Emergencia: { label: 'Telefone de emergência', placeholder: '0800 000 0000' },
      customerServicePhone: { label: 'Telefone de atendimento', placeholder: '0800 773 6099' },
      dpoName: { label: 'Encarregado de dados (LGPD)', description: 'Nome de quem responde pelos dados pessoais (DPO).' },
      dpoPhone: 'Telefone do encarregado de dados',
      defaultSeo: { label: 'SEO padrão', description: 'Usado pelas páginas que não têm SEO próprio.' },
    },
  },
  'api::privacy.data-recipient': {
    mainField: 'name',
    fields: {
      name: 'Quem recebe os dados',
      purpose: 'Finalidade',
      dataShared: 'Dados compartilhados',
      legalBasis: { label: 'Base legal', description: 'Hipótese da LGPD (art. 7º) que permite o compartilhamento.' },
      order: { label: 'Ordem', description: 'Menores primeiro.' },
    },
  },
  'api::service.assistance-partner': {
    mainField: 'name',
    fields: {
      name: 'Nome do parceiro',
      phone: 'Telefone',
      whatsapp: { label: 'WhatsApp', placeholder: '(00) 00000-0000' },
      email: 'E-mail',
      website: { label: 'Site', placeholder: 'https://' },
      cities: { label: 'Cidades atendidas', description: 'Mostrado como está escrito na área do cliente.' },
      description: 'Descrição',
      order: { label: 'Ordem', description: 'Menores primeiro.' },
    },
  },
};
