/**
 * Labels of the entries inside blocks (cms/src/components/items). Every repeatable entry names
 * its row in the admin by its `mainField` (a text field of the entry).
 */
import { ALT_REQUIRED, color, link, type LabelTable } from './types';

const namedLink = { mainField: 'Nome', fields: { Nome: 'Nome', Link: link() } };

export const ITEM_LABELS: LabelTable = {
  'items.banner-slide': {
    mainField: 'Titulo',
    fields: {
      Imagem_Desktop: {
        label: 'Imagem para computador',
        description:
          'Ocupa a largura da tela, com até 480 px de altura; envie com 1920 px de largura. Num banner sem título, precisa de texto alternativo (Biblioteca de Mídia).',
      },
      Imagem_Mobile: {
        label: 'Imagem para celular',
        description: 'Opcional: vazio usa a imagem para computador. Ocupa a largura do celular; envie com 750 px de largura.',
      },
      Titulo: 'Título',
      Texto: 'Texto',
      Link: link('Link do botão'),
      Texto_Link: 'Texto do botão',
    },
  },
  'items.faq-question': { mainField: 'Pergunta', fields: { Pergunta: 'Pergunta', Resposta: 'Resposta' } },
  'items.footer-column': {
    mainField: 'titulo',
    fields: { titulo: { label: 'Título da coluna', description: 'Mostrado com até 25 caracteres.' }, item: 'Links' },
  },
  'items.footer-link': namedLink,
  'items.header-menu-item': {
    mainField: 'Nome',
    fields: { Nome: 'Nome', Link: link(), Icone: { label: 'Ícone', description: 'Opcional: mostrado antes do nome, com 24 × 24 px.' } },
  },
  'items.highlights-card': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Texto: 'Texto',
      Icone: { label: 'Ícone', description: 'Use um ícone ou uma imagem. Ícone de 56 × 56 px.' },
      Imagem: { label: 'Imagem', description: 'Use uma imagem ou um ícone. Mostrada com 360 × 200 px.' },
      Link: link(),
      Texto_Link: 'Texto do link',
    },
  },
  'items.image-gallery-image': {
    mainField: 'Titulo',
    fields: {
      Imagem: {
        label: 'Imagem',
        description:
          'Mostrada com até 1136 px de largura (miniaturas de 400 × 267 px). Com o texto alternativo abaixo vazio, precisa do texto alternativo da Biblioteca de Mídia.',
      },
      DescricaoImagem: { label: 'Texto alternativo', description: 'Descreve a imagem para quem não a vê (leitores de tela).' },
      Titulo: { label: 'Título', description: 'Legenda mostrada na tela cheia.' },
      Subtitulo: { label: 'Subtítulo', description: 'Segunda linha da legenda.' },
    },
  },
  'items.institutional-section': {
    mainField: 'Titulo',
    fields: {
      Titulo: { label: 'Título', description: 'Aparece no índice da página.' },
      Ancora: {
        label: 'Âncora',
        description: 'Opcional: nome usado no endereço #ancora da seção; vazio é criado a partir do título.',
        placeholder: 'nome-da-secao',
      },
      Conteudo: 'Conteúdo',
    },
  },
  'items.landing-page-footer-link': namedLink,
  'items.landing-page-footer-social': {
    mainField: 'Nome',
    fields: {
      Nome: { label: 'Nome da rede social', description: 'Lido por leitores de tela no lugar do ícone.' },
      Link: link('Link', 'Perfil da rede social.'),
      Icone: { label: 'Ícone', description: 'Ícone de 24 × 24 px.' },
    },
  },
  'items.landing-page-footer-text': {
    mainField: 'nome_secao',
    fields: { nome_secao: 'Título da coluna', caixaDeTexto: 'Texto da coluna' },
  },
  'items.menu-column': { mainField: 'titulo', fields: { titulo: 'Título da coluna', item: 'Itens' } },
  'items.menu-link': {
    mainField: 'Nome',
    fields: { Nome: 'Nome', Link: link(), Icone: { label: 'Ícone', description: 'Opcional: mostrado antes do nome, com 24 × 24 px.' } },
  },
  'items.quick-access-item': {
    mainField: 'Nome',
    fields: { Nome: 'Nome', Link: link(), Icone: { label: 'Ícone', description: 'Ícone de 40 × 40 px.' } },
  },
  'items.side-slider-slide': {
    mainField: 'Titulo',
    fields: {
      Imagem: { label: 'Imagem', description: `Quadrada, 327 × 327 px. ${ALT_REQUIRED}` },
      Titulo: 'Título',
      Texto: 'Texto',
      Link: link('Link', 'Opcional.'),
      Texto_Link: 'Texto do link',
    },
  },
  'items.slider-cards-card': {
    mainField: 'titulo_card',
    fields: {
      titulo_card: 'Título',
      subtitulo_card: 'Subtítulo',
      texto_card: 'Texto',
      icone_ou_imagem_superior: {
        label: 'Ícone ou imagem do topo',
        description: 'Mostrado no alto do cartão, com 56 × 56 px (48 × 48 px nos depoimentos).',
      },
      background_imagem: { label: 'Imagem de fundo', description: 'Para o tipo cartões com imagem. Mostrada com 480 × 400 px.' },
      link_url: link('Link'),
      link_titulo: 'Texto do link',
      cor_background_card: color('Cor de fundo'),
      cor_hover_card: color('Cor de fundo ao passar o mouse'),
      cor_borda: color('Cor da borda'),
      cor_textos: color('Cor dos textos'),
    },
  },
  'items.solutions-solution': {
    mainField: 'Titulo',
    fields: {
      Titulo: { label: 'Nome no seletor', description: 'Também é o título do painel.' },
      Icone: { label: 'Ícone no seletor', description: 'Ícone de 32 × 32 px.' },
      Descricao: 'Descrição',
      Imagem: { label: 'Imagem do painel', description: `Mostrada com 480 × 320 px. ${ALT_REQUIRED}` },
      Link: link('Link do botão'),
      Texto_Link: 'Texto do botão',
    },
  },
  'items.tariff-simulator-appliance': {
    mainField: 'Nome',
    fields: {
      Nome: { label: 'Aparelho', placeholder: 'Chuveiro a gás' },
      Consumo_m3_mes: { label: 'Consumo típico (m³ por mês)', description: 'Com ponto ou vírgula decimal, por exemplo 9,5.' },
    },
  },
  'items.special-paragraph-side': {
    fields: {
      Tipo_Conteudo: { label: 'Tipo do conteúdo lateral', description: 'Texto ou Midia (imagem ou vídeo).' },
      Texto_Lateral: { label: 'Texto lateral', description: 'Quando o tipo é Texto.' },
      Midia_Lateral: { label: 'Imagem ou vídeo', description: 'Quando o tipo é Midia. Imagem de 327 × 327 px.' },
      Thumbnail: { label: 'Capa do vídeo', description: 'Imagem mostrada antes de o vídeo começar, quadrada, 327 × 327 px.' },
    },
  },
  'items.special-paragraph-text': {
    mainField: 'Rotulo',
    fields: {
      Rotulo: {
        label: 'Nome no painel',
        description: 'Só nomeia este texto na lista do painel; não aparece no site. Vazio: o começo do texto.',
      },
      Texto: 'Texto',
    },
  },
  'items.table-tab': {
    mainField: 'Titulo',
    fields: {
      Icone: { label: 'Ícone', description: 'Ícone de 24 × 24 px ao lado do título da aba.' },
      Titulo: 'Título da aba',
      Texto: { label: 'Texto', description: 'Opcional: texto acima das tabelas da aba.' },
      Tabelas: { label: 'Tabelas', description: 'Uma ou mais tabelas, preenchidas célula por célula.' },
      Rodape: { label: 'Nota', description: 'Opcional: texto abaixo do conteúdo da aba.' },
    },
  },
  'items.tab-table': {
    mainField: 'Titulo',
    fields: {
      Titulo: {
        label: 'Título da tabela',
        description: 'Mostrado acima da tabela e lido por leitores de tela. Vazio: leitores de tela ouvem o título da aba.',
      },
      Cabecalho: { label: 'Cabeçalho', description: 'Os títulos das colunas, um por coluna.' },
      Linhas: { label: 'Linhas', description: 'Uma linha por item; cada célula em uma coluna.' },
      Texto: { label: 'Texto abaixo da tabela', description: 'Opcional.' },
    },
  },
  'items.table-row': {
    mainField: 'Coluna_1',
    fields: {
      Coluna_1: 'Coluna 1',
      Coluna_2: 'Coluna 2',
      Coluna_3: 'Coluna 3',
      Coluna_4: 'Coluna 4',
      Coluna_5: 'Coluna 5',
      Coluna_6: { label: 'Coluna 6', description: 'A tabela mostra as colunas até a última preenchida (no máximo 6).' },
    },
  },
  'items.timeline-item': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Conteudo: 'Texto',
      Imagem: { label: 'Imagem', description: `Mostrada com 480 px de largura. ${ALT_REQUIRED}` },
    },
  },
  'items.video-with-text-box': { mainField: 'Titulo', fields: { Titulo: 'Título', Subtitulo: 'Subtítulo', Descricao: 'Descrição' } },
  'items.video-with-text-video': {
    mainField: 'descricaoVideo',
    fields: {
      Tamanho: {
        label: 'Tamanho',
        description: 'Pequeno 413 × 480 (celular 343 × 480), Medio 561 × 328, Grande 858 × 328 (celular largura total × 193).',
      },
      VideoMedia: {
        label: 'Arquivo de vídeo',
        description: 'MP4 ou WebM. Na página: pequeno 413 × 480 px (celular 343 × 480), médio 561 × 328 px, grande 858 × 328 px.',
      },
      descricaoVideo: { label: 'Descrição do vídeo', description: 'Lida por leitores de tela.' },
      corFundo: color('Cor de fundo'),
      corTitulo: color('Cor do título'),
      corSubtitulo: color('Cor do subtítulo'),
      corDescricao: color('Cor da descrição'),
    },
  },
};
