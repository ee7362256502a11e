/** Labels of the page blocks (cms/src/components/<group>, docs/cms-admin.md "Block groups"), in the editor's Portuguese. */
import { ALT_REQUIRED, color, link, type LabelTable } from './types';

const entryPoint = (what: string) => ({
  Titulo: 'Título',
  Subtitulo: 'Subtítulo',
  Texto: 'Texto',
  Texto_Botao: { label: 'Texto do botão', description: `O botão leva ${what}.` },
});

export const BLOCK_LABELS: LabelTable = {
  'navegacao.anchor': {
    mainField: 'Ancora',
    fields: {
      Ancora: {
        label: 'Nome da âncora',
        description: 'Links para #nome-da-ancora levam a este ponto da página.',
        placeholder: 'nome-da-ancora',
      },
      Titulo: { label: 'Título', description: 'Opcional: mostrado neste ponto da página.' },
    },
  },
  'midia.banner': {
    fields: { Banners: { label: 'Banners', description: 'Um banner por item; passam um a um no carrossel.' } },
  },
  'midia.cover': {
    fields: {
      Imagem_Desktop: {
        label: 'Imagem para computador',
        description: `Proporção 1136 × 208 (largura × altura), por exemplo 2272 × 416 px. ${ALT_REQUIRED}`,
      },
      Imagem_Mobile: { label: 'Imagem para celular', description: 'Proporção 343 × 208 (largura × altura), por exemplo 686 × 416 px.' },
    },
  },
  'area-do-cliente.digital-account': { mainField: 'Titulo', fields: entryPoint('às faturas da conta digital') },
  'texto.faq': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Grupo: {
        label: 'Grupo das perguntas cadastradas',
        description: 'Sem perguntas neste bloco, mostra as Perguntas frequentes deste grupo (vazio: todas).',
      },
      Perguntas: { label: 'Perguntas', description: 'Perguntas próprias deste bloco; vazio usa as Perguntas frequentes cadastradas.' },
    },
  },
  'navegacao.footer': {
    fields: {
      Descricao: 'Descrição',
      Coluna: { label: 'Colunas', description: 'Vazio usa as colunas do Menu do site.' },
    },
  },
  'navegacao.header-menu': {
    fields: {
      Cor_Background: color('Cor de fundo'),
      Cor_fontes: color('Cor dos textos'),
      Cor_Itens: color('Cor dos itens'),
      Logo: { label: 'Logotipo', description: 'Mostrado com 150 × 40 px; prefira SVG ou PNG de fundo transparente.' },
      Item: { label: 'Itens do menu', description: 'Abaixo de 1024 px de largura, os itens ficam num menu que abre pelo botão ☰.' },
    },
  },
  'destaques.highlights': {
    mainField: 'Titulo',
    fields: { Titulo: 'Título', Subtitulo: 'Subtítulo', Destaques: 'Cartões de destaque' },
  },
  'texto.html': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Conteudo: {
        label: 'Código HTML',
        description: 'Aceita iframes https com title, tabelas e formatação simples; scripts e o resto são removidos.',
      },
    },
  },
  'midia.image-gallery': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      CorTitulo: color('Cor do título'),
      CorSubtitulo: color('Cor do subtítulo'),
      Exibicao: { label: 'Exibição', description: 'Carrossel com miniaturas ou grade de imagens.' },
      passadorCarrosselAtivo: color('Cor do marcador ativo do carrossel'),
      passadorCarrosselInativo: color('Cor dos marcadores inativos do carrossel'),
      stroke: color('Cor da borda da miniatura selecionada'),
      GaleriaImagens: 'Imagens',
    },
  },
  'texto.institutional': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Introducao: 'Introdução',
      Secoes: { label: 'Seções', description: 'Cada seção aparece no índice da página, na ordem desta lista.' },
    },
  },
  'destaques.landing-page': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Texto: 'Texto',
      Imagem: { label: 'Imagem', description: `Mostrada com até 560 px de largura; envie com 1120 px de largura. ${ALT_REQUIRED}` },
      Link: link('Link do botão'),
      TextoLink: 'Texto do botão',
      Cor_Background: color('Cor de fundo'),
      Cor_Texto: color('Cor dos textos'),
    },
  },
  'navegacao.landing-page-footer': {
    fields: {
      Background: color('Cor de fundo'),
      Logo: { label: 'Logotipo', description: 'Mostrado com 150 × 40 px; prefira SVG ou PNG de fundo transparente.' },
      Descricao: 'Descrição',
      rede_social: 'Redes sociais',
      nomeColunaItem: 'Título da coluna de links',
      ItemColuna: 'Links da coluna',
      ColunaCaixaDeTexto: 'Colunas de texto',
      CorTextos: color('Cor dos textos'),
      CorTitulo: color('Cor dos títulos'),
      Copyright: { label: 'Direitos autorais', description: 'Vazio mostra a linha padrão “todos os direitos reservados”.' },
    },
  },
  'area-do-cliente.logged-area': { mainField: 'Titulo', fields: entryPoint('à área do cliente') },
  'navegacao.logged-in-footer': {
    mainField: 'Titulo_Informativo',
    fields: { Titulo_Informativo: 'Título da faixa informativa', Texto_Informativo: 'Texto da faixa informativa' },
  },
  'navegacao.logged-in-header': {
    mainField: 'Titulo',
    fields: { Titulo: 'Título', Numero_Emergencia: { label: 'Telefone de emergência', placeholder: '0800 000 0000' } },
  },
  'area-do-cliente.login': { mainField: 'Titulo', fields: entryPoint('à página de login') },
  'destaques.marketing-banner': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Texto: 'Texto',
      Imagem: {
        label: 'Imagem para computador',
        description: `Ocupa metade do banner (até 720 px de largura e 560 px de altura); envie com 1440 px de largura. ${ALT_REQUIRED}`,
      },
      Imagem_Mobile: {
        label: 'Imagem para celular',
        description: 'Opcional: vazio usa a imagem para computador. Ocupa a largura do celular; envie com 750 px de largura.',
      },
      Link: link('Link do botão'),
      Texto_Link: 'Texto do botão',
      Cor_Fundo: color('Cor de fundo'),
      Cor_Texto: color('Cor dos textos'),
    },
  },
  'navegacao.menu': {
    fields: {
      Logo: { label: 'Logotipo', description: 'Mostrado com 150 × 40 px; prefira SVG ou PNG de fundo transparente.' },
      Numero_Emergencia: { label: 'Telefone de emergência', placeholder: '0800 000 0000' },
      Coluna: 'Colunas do menu',
      Menu_Flutuante: {
        label: 'Menu flutuante',
        description: 'Na página inicial aparece depois de rolar 50 px; nas demais, sempre.',
      },
    },
  },
  'noticias.news': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Quantidade: { label: 'Quantidade de notícias', description: 'Quantas das notícias mais recentes mostrar.' },
      Categoria: { label: 'Categoria', description: 'Opcional: só notícias desta categoria (o nome da categoria).' },
    },
  },
  'noticias.news-list': { mainField: 'Titulo', fields: { Titulo: 'Título', Subtitulo: 'Subtítulo' } },
  'pagina.not-found': {
    mainField: 'Titulo',
    fields: {
      Breadcrumb: { label: 'Caminho da página', description: 'Texto do caminho (breadcrumb) acima do título.' },
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Conteudo: 'Conteúdo',
      Link: link(),
      TextoLink: 'Texto do link',
    },
  },
  'texto.paragraph': { mainField: 'Titulo', fields: { Titulo: 'Título', Paragrafo: 'Parágrafo' } },
  'midia.pdf-viewer': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Descricao: 'Descrição',
      Arquivo: { label: 'Arquivo PDF', description: 'Somente PDF. Mostrado página a página, com link para baixar.' },
      Texto_Download: 'Texto do link para baixar',
    },
  },
  'destaques.popup': {
    fields: {
      Ativo: { label: 'Mostrar o pop-up', description: 'Desligado, o pop-up não aparece no site.' },
      Intensidade_Desfoque: { label: 'Desfoque do fundo', description: 'Intensidade do desfoque da página atrás do pop-up (px).' },
      Intervalo_Alerta: {
        label: 'Mostrar de novo após (minutos)',
        description: 'Depois de fechado, o pop-up volta a aparecer passados estes minutos.',
      },
      Logo: { label: 'Logotipo', description: 'Mostrado com 160 px de largura, acima da imagem.' },
      Imagem: { label: 'Imagem', description: `Mostrada com até 640 px de largura; envie com 1280 px de largura. ${ALT_REQUIRED}` },
      Link: link('Link da imagem'),
    },
  },
  'navegacao.quick-access': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Itens: { label: 'Cartões', description: 'Vazio usa os Acessos rápidos cadastrados.' },
    },
  },
  'navegacao.search': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Placeholder: { label: 'Texto de exemplo da caixa de busca', description: 'Aparece dentro da caixa vazia.' },
    },
  },
  'pagina.seo': {
    mainField: 'metaTitle',
    fields: {
      metaTitle: { label: 'Título para buscadores', description: 'Título da aba do navegador e dos resultados de busca.' },
      metaDescription: { label: 'Descrição para buscadores', description: 'Resumo mostrado nos resultados de busca e ao compartilhar.' },
      metaImage: { label: 'Imagem de compartilhamento', description: 'Imagem de 1200 × 630 px mostrada ao compartilhar a página.' },
      canonicalURL: {
        label: 'Endereço canônico',
        description: 'Endereço completo da versão principal desta página, se ela existir em outro endereço.',
        placeholder: 'https://',
      },
      keywords: { label: 'Palavras-chave', description: 'Separadas por vírgulas.' },
      metaRobots: {
        label: 'Instruções para buscadores',
        description: 'Por exemplo noindex, nofollow; vazio permite indexar.',
        placeholder: 'index, follow',
      },
    },
  },
  'midia.side-slider': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Posicao_Imagem: { label: 'Posição da imagem', description: 'De que lado do texto fica a imagem.' },
      Cor_Fundo: color('Cor de fundo'),
      Slides: 'Slides',
    },
  },
  'area-do-cliente.simplified-digital-account': { mainField: 'Titulo', fields: entryPoint('à fatura simplificada') },
  'area-do-cliente.simplified-invoice-login': { mainField: 'Titulo', fields: entryPoint('ao login da fatura simplificada') },
  'midia.slider-cards': {
    mainField: 'titulo_slider',
    fields: {
      tipo: { label: 'Tipo de cartão', description: 'Produtos e serviços, cartões com imagem ou depoimentos.' },
      tempo_autoplayer: { label: 'Tempo de cada cartão (segundos)', description: 'O carrossel avança sozinho neste intervalo (padrão 3).' },
      titulo_slider: 'Título',
      subtitulo_slider: 'Subtítulo',
      mensagem_reforco: { label: 'Mensagem de reforço', description: 'Frase curta mostrada junto ao título.' },
      cor_texto_secao: color('Cor dos textos da seção'),
      posicao_titulo: { label: 'Posição do título', description: 'Acima ou abaixo dos cartões.' },
      alinhamento: 'Alinhamento do título',
      cards: 'Cartões',
    },
  },
  'destaques.solutions': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Solucoes: { label: 'Soluções', description: 'O seletor passa sozinho para a próxima a cada 4 segundos.' },
    },
  },
  'destaques.tariff-simulator': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Aparelhos: { label: 'Aparelhos típicos', description: 'O visitante marca os que tem e o simulador soma o consumo de cada um.' },
      Preco_Botijao_P13: { label: 'Preço do botijão P13 (R$)', description: 'Para comparar: a mesma energia em botijões de 13 kg de GLP.' },
      Preco_kWh: {
        label: 'Preço do quilowatt-hora (R$)',
        description: 'Para comparar: a mesma energia num chuveiro elétrico, com tributos.',
      },
      Nota: { label: 'Nota', description: 'Texto abaixo do simulador (por exemplo, de onde vêm os preços).' },
    },
  },
  'texto.special-paragraph': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Tipo_Conteudo: { label: 'Disposição dos textos', description: 'Paragrafo: um abaixo do outro; grid: em grade.' },
      Conteudo: 'Textos',
      Conteudo_Lateral: 'Conteúdo lateral',
    },
  },
  'texto.table': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Descricao: 'Descrição',
      abas: 'Abas',
      Rodape: { label: 'Rodapé do bloco', description: 'Texto abaixo de todas as abas.' },
    },
  },
  'texto.timeline': {
    mainField: 'Titulo',
    fields: { Titulo: 'Título', Subtitulo: 'Subtítulo', Item: 'Etapas' },
  },
  'midia.video-with-text': {
    fields: {
      Video: 'Vídeo',
      Posicao: { label: 'Posição do vídeo e do texto', description: 'Esquerda, Direita ou Centro (caixa de texto abaixo do vídeo).' },
      CaixaDeTexto: 'Caixa de texto',
    },
  },
  'destaques.want-to-hire': {
    mainField: 'Titulo',
    fields: {
      Titulo: 'Título',
      Subtitulo: 'Subtítulo',
      Texto_Botao: 'Texto do botão',
      Fluxo: {
        label: 'Abrir a contratação nos próprios cartões',
        description: 'Ligado, os quatro cartões abrem o fluxo de contratação (a página /quero-contratar) aqui mesmo.',
      },
    },
  },
};
