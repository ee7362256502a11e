import type { Schema, Struct } from '@strapi/strapi';

export interface AreaDoClienteDigitalAccount extends Struct.ComponentSchema {
  collectionName: 'components_blocks_digital_accounts';
  info: {
    description: 'Chamada que leva o cliente \u00E0s faturas da conta digital.';
    displayName: 'Acesso \u00E0 conta digital';
    icon: 'user';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Botao: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface AreaDoClienteLoggedArea extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logged_areas';
  info: {
    description: 'Chamada que leva \u00E0 \u00E1rea do cliente.';
    displayName: 'Acesso \u00E0 \u00E1rea do cliente';
    icon: 'user';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Botao: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface AreaDoClienteLogin extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logins';
  info: {
    description: 'Chamada que leva \u00E0 p\u00E1gina de login.';
    displayName: 'Acesso ao login';
    icon: 'key';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Botao: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface AreaDoClienteSimplifiedDigitalAccount extends Struct.ComponentSchema {
  collectionName: 'components_blocks_simplified_digital_accounts';
  info: {
    description: 'Chamada que leva \u00E0 fatura simplificada.';
    displayName: 'Acesso \u00E0 fatura simplificada';
    icon: 'user';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Botao: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface AreaDoClienteSimplifiedInvoiceLogin extends Struct.ComponentSchema {
  collectionName: 'components_blocks_simplified_invoice_logins';
  info: {
    description: 'Chamada que leva ao login da fatura simplificada.';
    displayName: 'Login da fatura simplificada';
    icon: 'key';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Botao: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface DestaquesHighlights extends Struct.ComponentSchema {
  collectionName: 'components_blocks_highlights';
  info: {
    description: 'Cart\u00F5es de destaque com t\u00EDtulo, texto, \u00EDcone ou imagem e link.';
    displayName: 'Destaques';
    icon: 'star';
  };
  attributes: {
    Destaques: Schema.Attribute.Component<'items.highlights-card', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface DestaquesLandingPage extends Struct.ComponentSchema {
  collectionName: 'components_blocks_landing_pages';
  info: {
    description: 'Abertura da landing page: t\u00EDtulo, textos, imagem e bot\u00E3o.';
    displayName: 'Destaque de landing page';
    icon: 'rocket';
  };
  attributes: {
    Cor_Background: Schema.Attribute.String;
    Cor_Texto: Schema.Attribute.String;
    Imagem: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String;
    Subtitulo: Schema.Attribute.String;
    Texto: Schema.Attribute.Blocks;
    TextoLink: Schema.Attribute.String;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DestaquesMarketingBanner extends Struct.ComponentSchema {
  collectionName: 'components_blocks_marketing_banner';
  info: {
    description: 'Banner promocional na largura da tela: imagem, t\u00EDtulo, texto e bot\u00E3o.';
    displayName: 'Banner de marketing';
    icon: 'priceTag';
  };
  attributes: {
    Cor_Fundo: Schema.Attribute.String;
    Cor_Texto: Schema.Attribute.String;
    Imagem: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    Imagem_Mobile: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Link: Schema.Attribute.String;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface DestaquesPopup extends Struct.ComponentSchema {
  collectionName: 'components_blocks_popup';
  info: {
    description: 'Janela que abre ao carregar a p\u00E1gina e volta depois do intervalo definido desde que foi fechada.';
    displayName: 'Pop-up';
    icon: 'message';
  };
  attributes: {
    Ativo: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<false>;
    Imagem: Schema.Attribute.Media<'images'>;
    Intensidade_Desfoque: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 20;
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    Intervalo_Alerta: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      > &
      Schema.Attribute.DefaultTo<30>;
    Link: Schema.Attribute.String;
    Logo: Schema.Attribute.Media<'images'>;
  };
}

export interface DestaquesSolutions extends Struct.ComponentSchema {
  collectionName: 'components_blocks_solutions';
  info: {
    description: 'Seletor de solu\u00E7\u00F5es (casa, com\u00E9rcio, ind\u00FAstria, ve\u00EDculo) que troca sozinho a cada 4 segundos.';
    displayName: 'Solu\u00E7\u00F5es';
    icon: 'grid';
  };
  attributes: {
    Solucoes: Schema.Attribute.Component<'items.solutions-solution', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface DestaquesTariffSimulator extends Struct.ComponentSchema {
  collectionName: 'components_destaques_tariff_simulators';
  info: {
    description: 'O visitante escolhe a classe e informa os m\u00B3 por m\u00EAs (ou escolhe aparelhos) e v\u00EA a conta do m\u00EAs explicada, comparada com botij\u00F5es P13 e chuveiro el\u00E9trico.';
    displayName: 'Simulador de tarifa';
    icon: 'priceTag';
  };
  attributes: {
    Aparelhos: Schema.Attribute.Component<'items.tariff-simulator-appliance', true>;
    Nota: Schema.Attribute.Blocks;
    Preco_Botijao_P13: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    Preco_kWh: Schema.Attribute.Decimal &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface DestaquesWantToHire extends Struct.ComponentSchema {
  collectionName: 'components_blocks_want_to_hires';
  info: {
    description: 'Chamada para contratar o g\u00E1s, com os quatro cart\u00F5es de servi\u00E7o.';
    displayName: 'Quero contratar';
    icon: 'handHeart';
  };
  attributes: {
    Fluxo: Schema.Attribute.Boolean & Schema.Attribute.DefaultTo<false>;
    Subtitulo: Schema.Attribute.String;
    Texto_Botao: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Quero Contratar'>;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface InsightsTariffTax extends Struct.ComponentSchema {
  collectionName: 'components_insights_tariff_taxes';
  info: {
    description: 'Um tributo cobrado na conta: nome, al\u00EDquota em % e se \u00E9 calculado por dentro (como o ICMS paulista).';
    displayName: 'Tributo da tarifa';
    icon: 'priceTag';
  };
  attributes: {
    inside: Schema.Attribute.Boolean & Schema.Attribute.Required & Schema.Attribute.DefaultTo<true>;
    name: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 30;
      }>;
    ratePercent: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 8;
      }>;
  };
}

export interface InsightsTariffTier extends Struct.ComponentSchema {
  collectionName: 'components_insights_tariff_tiers';
  info: {
    description: 'Uma faixa da tarifa: limite superior em m\u00B3 (vazio na \u00FAltima), pre\u00E7o por m\u00B3 sem tributos e suas parcelas (g\u00E1s, transporte, margem da distribuidora, recupera\u00E7\u00E3o das contas gr\u00E1ficas; Delibera\u00E7\u00E3o ARSESP n\u00BA 1.151/2021).';
    displayName: 'Faixa de consumo';
    icon: 'chartBubble';
  };
  attributes: {
    gasPerM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    label: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
    marginPerM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    pricePerM3: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    recoveryPerM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 17;
      }>;
    transportPerM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
    upToM3: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 16;
      }>;
  };
}

export interface ItemsBannerSlide extends Struct.ComponentSchema {
  collectionName: 'components_items_banner_slides';
  info: {
    description: 'Um banner do carrossel: imagens, t\u00EDtulo, texto e link.';
    displayName: 'Banner';
    icon: 'picture';
  };
  attributes: {
    Imagem_Desktop: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    Imagem_Mobile: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Link: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface ItemsFaqQuestion extends Struct.ComponentSchema {
  collectionName: 'components_items_faq_questions';
  info: {
    description: 'Uma pergunta e sua resposta.';
    displayName: 'Pergunta';
    icon: 'question';
  };
  attributes: {
    Pergunta: Schema.Attribute.String & Schema.Attribute.Required;
    Resposta: Schema.Attribute.Blocks & Schema.Attribute.Required;
  };
}

export interface ItemsFooterColumn extends Struct.ComponentSchema {
  collectionName: 'components_items_footer_columns';
  info: {
    description: 'T\u00EDtulo da coluna e seus links.';
    displayName: 'Coluna do rodap\u00E9';
    icon: 'bulletList';
  };
  attributes: {
    item: Schema.Attribute.Component<'items.footer-link', true>;
    titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsFooterLink extends Struct.ComponentSchema {
  collectionName: 'components_items_footer_links';
  info: {
    description: 'Nome e endere\u00E7o de um link do rodap\u00E9.';
    displayName: 'Link do rodap\u00E9';
    icon: 'link';
  };
  attributes: {
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsHeaderMenuItem extends Struct.ComponentSchema {
  collectionName: 'components_items_header_menu_items';
  info: {
    description: 'Um item do cabe\u00E7alho da landing page: nome, link e \u00EDcone.';
    displayName: 'Item do cabe\u00E7alho';
    icon: 'link';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsHighlightsCard extends Struct.ComponentSchema {
  collectionName: 'components_items_highlights_cards';
  info: {
    description: 'Um cart\u00E3o: t\u00EDtulo, texto, \u00EDcone ou imagem e link.';
    displayName: 'Cart\u00E3o de destaque';
    icon: 'star';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Imagem: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String;
    Texto: Schema.Attribute.Text;
    Texto_Link: Schema.Attribute.String;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsImageGalleryImage extends Struct.ComponentSchema {
  collectionName: 'components_items_image_gallery_images';
  info: {
    description: 'Uma imagem da galeria, com texto alternativo e legenda.';
    displayName: 'Imagem da galeria';
    icon: 'picture';
  };
  attributes: {
    DescricaoImagem: Schema.Attribute.String;
    Imagem: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface ItemsInstitutionalSection extends Struct.ComponentSchema {
  collectionName: 'components_items_institutional_sections';
  info: {
    description: 'Uma se\u00E7\u00E3o da p\u00E1gina institucional: t\u00EDtulo (listado no \u00EDndice), \u00E2ncora e texto.';
    displayName: 'Se\u00E7\u00E3o institucional';
    icon: 'bulletList';
  };
  attributes: {
    Ancora: Schema.Attribute.String;
    Conteudo: Schema.Attribute.Blocks & Schema.Attribute.Required;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsLandingPageFooterLink extends Struct.ComponentSchema {
  collectionName: 'components_items_landing_page_footer_links';
  info: {
    description: 'Nome e endere\u00E7o de um link da coluna de links.';
    displayName: 'Link do rodap\u00E9 da landing page';
    icon: 'link';
  };
  attributes: {
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsLandingPageFooterSocial extends Struct.ComponentSchema {
  collectionName: 'components_items_landing_page_footer_socials';
  info: {
    description: 'Link de uma rede social, com \u00EDcone.';
    displayName: 'Rede social';
    icon: 'earth';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String;
  };
}

export interface ItemsLandingPageFooterText extends Struct.ComponentSchema {
  collectionName: 'components_items_landing_page_footer_texts';
  info: {
    description: 'T\u00EDtulo e texto de uma coluna do rodap\u00E9 da landing page.';
    displayName: 'Coluna de texto do rodap\u00E9';
    icon: 'quote';
  };
  attributes: {
    caixaDeTexto: Schema.Attribute.Blocks;
    nome_secao: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsMenuColumn extends Struct.ComponentSchema {
  collectionName: 'components_items_menu_columns';
  info: {
    description: 'T\u00EDtulo da coluna e seus itens.';
    displayName: 'Coluna do menu';
    icon: 'bulletList';
  };
  attributes: {
    item: Schema.Attribute.Component<'items.menu-link', true>;
    titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsMenuLink extends Struct.ComponentSchema {
  collectionName: 'components_items_menu_links';
  info: {
    description: 'Nome, link e \u00EDcone opcional de um item do menu.';
    displayName: 'Item do menu';
    icon: 'link';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsQuickAccessItem extends Struct.ComponentSchema {
  collectionName: 'components_items_quick_access_items';
  info: {
    description: 'Nome, link e \u00EDcone de um cart\u00E3o de acesso r\u00E1pido.';
    displayName: 'Cart\u00E3o de acesso r\u00E1pido';
    icon: 'link';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Nome: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsSideSliderSlide extends Struct.ComponentSchema {
  collectionName: 'components_items_side_slider_slides';
  info: {
    description: 'Um slide: imagem quadrada (327\u00D7327) ao lado de t\u00EDtulo, texto e link opcional.';
    displayName: 'Slide lateral';
    icon: 'picture';
  };
  attributes: {
    Imagem: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    Link: Schema.Attribute.String;
    Texto: Schema.Attribute.Blocks;
    Texto_Link: Schema.Attribute.String;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsSliderCardsCard extends Struct.ComponentSchema {
  collectionName: 'components_items_slider_cards_cards';
  info: {
    description: 'Um cart\u00E3o do carrossel de cart\u00F5es: textos, imagens, link e cores.';
    displayName: 'Cart\u00E3o do carrossel';
    icon: 'dashboard';
  };
  attributes: {
    background_imagem: Schema.Attribute.Media<'images'>;
    cor_background_card: Schema.Attribute.String;
    cor_borda: Schema.Attribute.String;
    cor_hover_card: Schema.Attribute.String;
    cor_textos: Schema.Attribute.String;
    icone_ou_imagem_superior: Schema.Attribute.Media<'images'>;
    link_titulo: Schema.Attribute.String;
    link_url: Schema.Attribute.String;
    subtitulo_card: Schema.Attribute.String;
    texto_card: Schema.Attribute.Text;
    titulo_card: Schema.Attribute.String;
  };
}

export interface ItemsSolutionsSolution extends Struct.ComponentSchema {
  collectionName: 'components_items_solutions_solutions';
  info: {
    description: 'Uma solu\u00E7\u00E3o: nome e \u00EDcone no seletor e o painel mostrado quando selecionada.';
    displayName: 'Solu\u00E7\u00E3o';
    icon: 'lightbulb';
  };
  attributes: {
    Descricao: Schema.Attribute.Blocks;
    Icone: Schema.Attribute.Media<'images'>;
    Imagem: Schema.Attribute.Media<'images'>;
    Link: Schema.Attribute.String & Schema.Attribute.Required;
    Texto_Link: Schema.Attribute.String;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsSpecialParagraphSide extends Struct.ComponentSchema {
  collectionName: 'components_items_special_paragraph_sides';
  info: {
    description: 'O que aparece ao lado dos textos do par\u00E1grafo especial: um texto ou uma m\u00EDdia (imagem ou v\u00EDdeo).';
    displayName: 'Conte\u00FAdo lateral';
    icon: 'layout';
  };
  attributes: {
    Midia_Lateral: Schema.Attribute.Media<'images' | 'videos'>;
    Texto_Lateral: Schema.Attribute.Blocks;
    Thumbnail: Schema.Attribute.Media<'images'>;
    Tipo_Conteudo: Schema.Attribute.Enumeration<['Texto', 'Midia']> & Schema.Attribute.DefaultTo<'Texto'>;
  };
}

export interface ItemsSpecialParagraphText extends Struct.ComponentSchema {
  collectionName: 'components_items_special_paragraph_texts';
  info: {
    description: 'Um dos textos do par\u00E1grafo especial.';
    displayName: 'Texto do par\u00E1grafo especial';
    icon: 'pencil';
  };
  attributes: {
    Rotulo: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 120;
      }>;
    Texto: Schema.Attribute.Blocks & Schema.Attribute.Required;
  };
}

export interface ItemsTabTable extends Struct.ComponentSchema {
  collectionName: 'components_items_tab_tables';
  info: {
    description: 'Uma tabela da aba: t\u00EDtulo, cabe\u00E7alho (os t\u00EDtulos das colunas), linhas e texto abaixo dela.';
    displayName: 'Tabela';
    icon: 'grid';
  };
  attributes: {
    Cabecalho: Schema.Attribute.Component<'items.table-row', false>;
    Linhas: Schema.Attribute.Component<'items.table-row', true>;
    Texto: Schema.Attribute.Blocks;
    Titulo: Schema.Attribute.String;
  };
}

export interface ItemsTableRow extends Struct.ComponentSchema {
  collectionName: 'components_items_table_rows';
  info: {
    description: 'Uma linha de tabela: at\u00E9 6 c\u00E9lulas de texto, uma por coluna.';
    displayName: 'Linha da tabela';
    icon: 'bulletList';
  };
  attributes: {
    Coluna_1: Schema.Attribute.String;
    Coluna_2: Schema.Attribute.String;
    Coluna_3: Schema.Attribute.String;
    Coluna_4: Schema.Attribute.String;
    Coluna_5: Schema.Attribute.String;
    Coluna_6: Schema.Attribute.String;
  };
}

export interface ItemsTableTab extends Struct.ComponentSchema {
  collectionName: 'components_items_table_tabs';
  info: {
    description: 'Uma aba: \u00EDcone (24\u00D724), t\u00EDtulo, texto, tabelas e nota opcional abaixo do conte\u00FAdo.';
    displayName: 'Aba';
    icon: 'layer';
  };
  attributes: {
    Icone: Schema.Attribute.Media<'images'>;
    Rodape: Schema.Attribute.Blocks;
    Tabelas: Schema.Attribute.Component<'items.tab-table', true>;
    Texto: Schema.Attribute.Blocks;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsTariffSimulatorAppliance extends Struct.ComponentSchema {
  collectionName: 'components_items_tariff_simulator_appliances';
  info: {
    description: 'Um aparelho a g\u00E1s t\u00EDpico e o seu consumo em m\u00B3 por m\u00EAs, somado quando o visitante o escolhe.';
    displayName: 'Aparelho do simulador';
    icon: 'lightbulb';
  };
  attributes: {
    Consumo_m3_mes: Schema.Attribute.Decimal &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMax<
        {
          min: 0;
        },
        number
      >;
    Nome: Schema.Attribute.String &
      Schema.Attribute.Required &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 60;
      }>;
  };
}

export interface ItemsTimelineItem extends Struct.ComponentSchema {
  collectionName: 'components_items_timeline_items';
  info: {
    description: 'Uma etapa: t\u00EDtulo, texto e imagem.';
    displayName: 'Etapa da linha do tempo';
    icon: 'clock';
  };
  attributes: {
    Conteudo: Schema.Attribute.Blocks;
    Imagem: Schema.Attribute.Media<'images'>;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface ItemsVideoWithTextBox extends Struct.ComponentSchema {
  collectionName: 'components_items_video_with_text_boxes';
  info: {
    description: 'T\u00EDtulo, subt\u00EDtulo e descri\u00E7\u00E3o ao lado do v\u00EDdeo.';
    displayName: 'Caixa de texto do v\u00EDdeo';
    icon: 'write';
  };
  attributes: {
    Descricao: Schema.Attribute.Blocks;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface ItemsVideoWithTextVideo extends Struct.ComponentSchema {
  collectionName: 'components_items_video_with_text_videos';
  info: {
    description: 'O v\u00EDdeo do bloco: tamanho, arquivo, descri\u00E7\u00E3o e cores.';
    displayName: 'V\u00EDdeo';
    icon: 'play';
  };
  attributes: {
    corDescricao: Schema.Attribute.String;
    corFundo: Schema.Attribute.String;
    corSubtitulo: Schema.Attribute.String;
    corTitulo: Schema.Attribute.String;
    descricaoVideo: Schema.Attribute.String;
    Tamanho: Schema.Attribute.Enumeration<['Pequeno', 'Medio', 'Grande']> & Schema.Attribute.DefaultTo<'Medio'>;
    VideoMedia: Schema.Attribute.Media<'videos'> & Schema.Attribute.Required;
  };
}

export interface MidiaBanner extends Struct.ComponentSchema {
  collectionName: 'components_blocks_banner';
  info: {
    description: 'Banners que passam um a um, cada um com imagem para computador e celular, t\u00EDtulo, texto e link.';
    displayName: 'Carrossel de banners';
    icon: 'slideshow';
  };
  attributes: {
    Banners: Schema.Attribute.Component<'items.banner-slide', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
  };
}

export interface MidiaCover extends Struct.ComponentSchema {
  collectionName: 'components_blocks_cover';
  info: {
    description: 'Imagem na largura da tela, com uma vers\u00E3o para computador e outra para celular.';
    displayName: 'Imagem de capa';
    icon: 'picture';
  };
  attributes: {
    Imagem_Desktop: Schema.Attribute.Media<'images'> & Schema.Attribute.Required;
    Imagem_Mobile: Schema.Attribute.Media<'images'>;
  };
}

export interface MidiaImageGallery extends Struct.ComponentSchema {
  collectionName: 'components_blocks_image_gallery';
  info: {
    description: 'Imagens em carrossel com miniaturas ou em grade; um clique abre a imagem em tela cheia.';
    displayName: 'Galeria de imagens';
    icon: 'landscape';
  };
  attributes: {
    CorSubtitulo: Schema.Attribute.String;
    CorTitulo: Schema.Attribute.String;
    Exibicao: Schema.Attribute.Enumeration<['Carrossel', 'grid']> & Schema.Attribute.Required & Schema.Attribute.DefaultTo<'Carrossel'>;
    GaleriaImagens: Schema.Attribute.Component<'items.image-gallery-image', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    passadorCarrosselAtivo: Schema.Attribute.String;
    passadorCarrosselInativo: Schema.Attribute.String;
    stroke: Schema.Attribute.String;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface MidiaPdfViewer extends Struct.ComponentSchema {
  collectionName: 'components_blocks_pdf_viewer';
  info: {
    description: 'Um PDF mostrado p\u00E1gina a p\u00E1gina, com link para baixar.';
    displayName: 'Visualizador de PDF';
    icon: 'filePdf';
  };
  attributes: {
    Arquivo: Schema.Attribute.Media<'files'> & Schema.Attribute.Required;
    Descricao: Schema.Attribute.Text;
    Texto_Download: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface MidiaSideSlider extends Struct.ComponentSchema {
  collectionName: 'components_blocks_side_sliders';
  info: {
    description: 'Slides de imagem quadrada ao lado de t\u00EDtulo, texto e link.';
    displayName: 'Carrossel lateral';
    icon: 'slideshow';
  };
  attributes: {
    Cor_Fundo: Schema.Attribute.String;
    Posicao_Imagem: Schema.Attribute.Enumeration<['Esquerda', 'Direita']> & Schema.Attribute.DefaultTo<'Esquerda'>;
    Slides: Schema.Attribute.Component<'items.side-slider-slide', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface MidiaSliderCards extends Struct.ComponentSchema {
  collectionName: 'components_blocks_slider_cards';
  info: {
    description: 'Cart\u00F5es que passam sozinhos: produtos e servi\u00E7os, cart\u00F5es com imagem ou depoimentos.';
    displayName: 'Carrossel de cart\u00F5es';
    icon: 'dashboard';
  };
  attributes: {
    alinhamento: Schema.Attribute.Enumeration<['Esquerda', 'Centro', 'Direita']> & Schema.Attribute.DefaultTo<'Centro'>;
    cards: Schema.Attribute.Component<'items.slider-cards-card', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    cor_texto_secao: Schema.Attribute.String;
    mensagem_reforco: Schema.Attribute.Text;
    posicao_titulo: Schema.Attribute.Enumeration<['Acima', 'Abaixo']> & Schema.Attribute.DefaultTo<'Acima'>;
    subtitulo_slider: Schema.Attribute.Text;
    tempo_autoplayer: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 60;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<3>;
    tipo: Schema.Attribute.Enumeration<['ProdutosServicos', 'ImageCards', 'Depoimentos']> & Schema.Attribute.DefaultTo<'Depoimentos'>;
    titulo_slider: Schema.Attribute.String;
  };
}

export interface MidiaVideoWithText extends Struct.ComponentSchema {
  collectionName: 'components_blocks_video_with_text';
  info: {
    description: 'V\u00EDdeo (pequeno, m\u00E9dio ou grande) com uma caixa de texto \u00E0 esquerda, \u00E0 direita ou abaixo.';
    displayName: 'V\u00EDdeo com texto';
    icon: 'play';
  };
  attributes: {
    CaixaDeTexto: Schema.Attribute.Component<'items.video-with-text-box', false>;
    Posicao: Schema.Attribute.Enumeration<['Esquerda', 'Direita', 'Centro']> & Schema.Attribute.DefaultTo<'Esquerda'>;
    Video: Schema.Attribute.Component<'items.video-with-text-video', false> & Schema.Attribute.Required;
  };
}

export interface NavegacaoAnchor extends Struct.ComponentSchema {
  collectionName: 'components_blocks_anchor';
  info: {
    description: 'Ponto da p\u00E1gina para onde um link #\u00E2ncora leva; com t\u00EDtulo opcional.';
    displayName: '\u00C2ncora';
    icon: 'hashtag';
  };
  attributes: {
    Ancora: Schema.Attribute.String & Schema.Attribute.Required;
    Titulo: Schema.Attribute.String;
  };
}

export interface NavegacaoFooter extends Struct.ComponentSchema {
  collectionName: 'components_blocks_footers';
  info: {
    description: 'Rodap\u00E9 com descri\u00E7\u00E3o e colunas de links; sem colunas, usa as colunas do Menu.';
    displayName: 'Rodap\u00E9 do site';
    icon: 'layout';
  };
  attributes: {
    Coluna: Schema.Attribute.Component<'items.footer-column', true>;
    Descricao: Schema.Attribute.Text;
  };
}

export interface NavegacaoHeaderMenu extends Struct.ComponentSchema {
  collectionName: 'components_blocks_header_menus';
  info: {
    description: 'Cabe\u00E7alho das landing pages: cores, logotipo e itens do menu.';
    displayName: 'Cabe\u00E7alho de landing page';
    icon: 'layout';
  };
  attributes: {
    Cor_Background: Schema.Attribute.String;
    Cor_fontes: Schema.Attribute.String;
    Cor_Itens: Schema.Attribute.String;
    Item: Schema.Attribute.Component<'items.header-menu-item', true>;
    Logo: Schema.Attribute.Media<'images'>;
  };
}

export interface NavegacaoLandingPageFooter extends Struct.ComponentSchema {
  collectionName: 'components_blocks_landing_page_footers';
  info: {
    description: 'Rodap\u00E9 das landing pages: logotipo, descri\u00E7\u00E3o, redes sociais, colunas de links e de texto.';
    displayName: 'Rodap\u00E9 de landing page';
    icon: 'layout';
  };
  attributes: {
    Background: Schema.Attribute.String;
    ColunaCaixaDeTexto: Schema.Attribute.Component<'items.landing-page-footer-text', true>;
    Copyright: Schema.Attribute.String;
    CorTextos: Schema.Attribute.String;
    CorTitulo: Schema.Attribute.String;
    Descricao: Schema.Attribute.Text;
    ItemColuna: Schema.Attribute.Component<'items.landing-page-footer-link', true>;
    Logo: Schema.Attribute.Media<'images'>;
    nomeColunaItem: Schema.Attribute.String;
    rede_social: Schema.Attribute.Component<'items.landing-page-footer-social', true>;
  };
}

export interface NavegacaoLoggedInFooter extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logged_in_footers';
  info: {
    description: 'Faixa informativa do rodap\u00E9 da \u00E1rea do cliente, com configura\u00E7\u00F5es de cookies e link de privacidade.';
    displayName: 'Rodap\u00E9 da \u00E1rea do cliente';
    icon: 'user';
  };
  attributes: {
    Texto_Informativo: Schema.Attribute.Blocks;
    Titulo_Informativo: Schema.Attribute.String;
  };
}

export interface NavegacaoLoggedInHeader extends Struct.ComponentSchema {
  collectionName: 'components_blocks_logged_in_headers';
  info: {
    description: 'Pr\u00E9via do cabe\u00E7alho da \u00E1rea do cliente: caminho da p\u00E1gina, telefone de emerg\u00EAncia e acesso.';
    displayName: 'Cabe\u00E7alho da \u00E1rea do cliente';
    icon: 'user';
  };
  attributes: {
    Numero_Emergencia: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface NavegacaoMenu extends Struct.ComponentSchema {
  collectionName: 'components_blocks_menus';
  info: {
    description: 'Menu principal: logotipo, telefone de emerg\u00EAncia, colunas e menu flutuante.';
    displayName: 'Menu do site';
    icon: 'bulletList';
  };
  attributes: {
    Coluna: Schema.Attribute.Component<'items.menu-column', true>;
    Logo: Schema.Attribute.Media<'images'>;
    Menu_Flutuante: Schema.Attribute.Component<'items.menu-link', true>;
    Numero_Emergencia: Schema.Attribute.String;
  };
}

export interface NavegacaoQuickAccess extends Struct.ComponentSchema {
  collectionName: 'components_blocks_quick_accesss';
  info: {
    description: 'Cart\u00F5es de acesso r\u00E1pido; sem itens pr\u00F3prios, usa os Acessos r\u00E1pidos cadastrados.';
    displayName: 'Acesso r\u00E1pido';
    icon: 'apps';
  };
  attributes: {
    Itens: Schema.Attribute.Component<'items.quick-access-item', true>;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface NavegacaoSearch extends Struct.ComponentSchema {
  collectionName: 'components_blocks_searchs';
  info: {
    description: 'Caixa de busca do site.';
    displayName: 'Busca';
    icon: 'search';
  };
  attributes: {
    Placeholder: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Do que voc\u00EA precisa hoje?'>;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface NoticiasNews extends Struct.ComponentSchema {
  collectionName: 'components_blocks_newss';
  info: {
    description: 'Destaque das not\u00EDcias mais recentes (todas ou de uma categoria).';
    displayName: '\u00DAltimas not\u00EDcias';
    icon: 'feather';
  };
  attributes: {
    Categoria: Schema.Attribute.String;
    Quantidade: Schema.Attribute.Integer &
      Schema.Attribute.SetMinMax<
        {
          max: 7;
          min: 1;
        },
        number
      > &
      Schema.Attribute.DefaultTo<4>;
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface NoticiasNewsList extends Struct.ComponentSchema {
  collectionName: 'components_blocks_news_lists';
  info: {
    description: 'Todas as not\u00EDcias, em p\u00E1ginas.';
    displayName: 'Lista de not\u00EDcias';
    icon: 'bulletList';
  };
  attributes: {
    Subtitulo: Schema.Attribute.String;
    Titulo: Schema.Attribute.String;
  };
}

export interface PaginaNotFound extends Struct.ComponentSchema {
  collectionName: 'components_blocks_not_founds';
  info: {
    description: 'Mensagem de p\u00E1gina n\u00E3o encontrada: caminho, t\u00EDtulo, texto e link.';
    displayName: 'P\u00E1gina n\u00E3o encontrada';
    icon: 'question';
  };
  attributes: {
    Breadcrumb: Schema.Attribute.String & Schema.Attribute.DefaultTo<'P\u00E1gina n\u00E3o encontrada'>;
    Conteudo: Schema.Attribute.Blocks;
    Link: Schema.Attribute.String & Schema.Attribute.DefaultTo<'/'>;
    Subtitulo: Schema.Attribute.String;
    TextoLink: Schema.Attribute.String & Schema.Attribute.DefaultTo<'Voltar para a p\u00E1gina inicial'>;
    Titulo: Schema.Attribute.String & Schema.Attribute.Required;
  };
}

export interface PaginaSeo extends Struct.ComponentSchema {
  collectionName: 'components_blocks_seos';
  info: {
    description: 'T\u00EDtulo, descri\u00E7\u00E3o, endere\u00E7o can\u00F4nico e imagem de compartilhamento da p\u00E1gina.';
    displayName: 'SEO e compartilhamento';
    icon: 'globe';
  };
  attributes: {
    canonicalURL: Schema.Attribute.String;
    keywords: Schema.Attribute.Text;
    metaDescription: Schema.Attribute.Text &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 170;
      }>;
    metaImage: Schema.Attribute.Media<'images'>;
    metaRobots: Schema.Attribute.String & Schema.Attribute.DefaultTo<'index, follow'>;
    metaTitle: Schema.Attribute.String &
      Schema.Attribute.SetMinMaxLength<{
        maxLength: 70;
      }>;
  };
}

export interface TextoFaq extends Struct.ComponentSchema {
  collectionName: 'components_blocks_faqs';
  info: {
    description: 'Perguntas e respostas que abrem e fecham; sem perguntas pr\u00F3prias, mostra as Perguntas frequentes cadastradas (de um grupo, se informado).';
    displayName: 'Perguntas frequentes';
    icon: 'question';
  };
  attributes: {
    Grupo: Schema.Attribute.String;
    Perguntas: Schema.Attribute.Component<'items.faq-question', true>;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoHtml extends Struct.ComponentSchema {
  collectionName: 'components_blocks_html';
  info: {
    description: 'Trecho de HTML (iframes https com t\u00EDtulo, tabelas e formata\u00E7\u00E3o simples; scripts s\u00E3o removidos).';
    displayName: 'HTML incorporado';
    icon: 'code';
  };
  attributes: {
    Conteudo: Schema.Attribute.Text & Schema.Attribute.Required;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoInstitutional extends Struct.ComponentSchema {
  collectionName: 'components_blocks_institutional';
  info: {
    description: 'Texto institucional com \u00EDndice que leva a cada se\u00E7\u00E3o.';
    displayName: 'P\u00E1gina institucional';
    icon: 'book';
  };
  attributes: {
    Introducao: Schema.Attribute.Blocks;
    Secoes: Schema.Attribute.Component<'items.institutional-section', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoParagraph extends Struct.ComponentSchema {
  collectionName: 'components_blocks_paragraphs';
  info: {
    description: 'T\u00EDtulo e texto formatado.';
    displayName: 'Par\u00E1grafo';
    icon: 'write';
  };
  attributes: {
    Paragrafo: Schema.Attribute.Blocks & Schema.Attribute.Required;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoSpecialParagraph extends Struct.ComponentSchema {
  collectionName: 'components_blocks_special_paragraph';
  info: {
    description: 'T\u00EDtulo, textos em par\u00E1grafo ou em grade e um conte\u00FAdo lateral (texto, imagem ou v\u00EDdeo).';
    displayName: 'Par\u00E1grafo especial';
    icon: 'stack';
  };
  attributes: {
    Conteudo: Schema.Attribute.Component<'items.special-paragraph-text', true>;
    Conteudo_Lateral: Schema.Attribute.Component<'items.special-paragraph-side', false>;
    Tipo_Conteudo: Schema.Attribute.Enumeration<['Paragrafo', 'grid']> & Schema.Attribute.DefaultTo<'Paragrafo'>;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoTable extends Struct.ComponentSchema {
  collectionName: 'components_blocks_tables';
  info: {
    description: 'Bloco de abas: t\u00EDtulo, descri\u00E7\u00E3o, uma aba por item (\u00EDcone 24\u00D724, t\u00EDtulo, texto, tabelas e nota) e rodap\u00E9.';
    displayName: 'Abas';
    icon: 'layer';
  };
  attributes: {
    abas: Schema.Attribute.Component<'items.table-tab', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Descricao: Schema.Attribute.Blocks;
    Rodape: Schema.Attribute.Blocks;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

export interface TextoTimeline extends Struct.ComponentSchema {
  collectionName: 'components_blocks_timelines';
  info: {
    description: 'T\u00EDtulo, subt\u00EDtulo e etapas com t\u00EDtulo, texto e imagem.';
    displayName: 'Linha do tempo';
    icon: 'clock';
  };
  attributes: {
    Item: Schema.Attribute.Component<'items.timeline-item', true> &
      Schema.Attribute.SetMinMax<
        {
          min: 1;
        },
        number
      >;
    Subtitulo: Schema.Attribute.Text;
    Titulo: Schema.Attribute.String;
  };
}

declare module '@strapi/strapi' {
  export namespace Public {
    export interface ComponentSchemas {
      'area-do-cliente.digital-account': AreaDoClienteDigitalAccount;
      'area-do-cliente.logged-area': AreaDoClienteLoggedArea;
      'area-do-cliente.login': AreaDoClienteLogin;
      'area-do-cliente.simplified-digital-account': AreaDoClienteSimplifiedDigitalAccount;
      'area-do-cliente.simplified-invoice-login': AreaDoClienteSimplifiedInvoiceLogin;
      'destaques.highlights': DestaquesHighlights;
      'destaques.landing-page': DestaquesLandingPage;
      'destaques.marketing-banner': DestaquesMarketingBanner;
      'destaques.popup': DestaquesPopup;
      'destaques.solutions': DestaquesSolutions;
      'destaques.tariff-simulator': DestaquesTariffSimulator;
      'destaques.want-to-hire': DestaquesWantToHire;
      'insights.tariff-tax': InsightsTariffTax;
      'insights.tariff-tier': InsightsTariffTier;
      'items.banner-slide': ItemsBannerSlide;
      'items.faq-question': ItemsFaqQuestion;
      'items.footer-column': ItemsFooterColumn;
      'items.footer-link': ItemsFooterLink;
      'items.header-menu-item': ItemsHeaderMenuItem;
      'items.highlights-card': ItemsHighlightsCard;
      'items.image-gallery-image': ItemsImageGalleryImage;
      'items.institutional-section': ItemsInstitutionalSection;
      'items.landing-page-footer-link': ItemsLandingPageFooterLink;
      'items.landing-page-footer-social': ItemsLandingPageFooterSocial;
      'items.landing-page-footer-text': ItemsLandingPageFooterText;
      'items.menu-column': ItemsMenuColumn;
      'items.menu-link': ItemsMenuLink;
      'items.quick-access-item': ItemsQuickAccessItem;
      'items.side-slider-slide': ItemsSideSliderSlide;
      'items.slider-cards-card': ItemsSliderCardsCard;
      'items.solutions-solution': ItemsSolutionsSolution;
      'items.special-paragraph-side': ItemsSpecialParagraphSide;
      'items.special-paragraph-text': ItemsSpecialParagraphText;
      'items.tab-table': ItemsTabTable;
      'items.table-row': ItemsTableRow;
      'items.table-tab': ItemsTableTab;
      'items.tariff-simulator-appliance': ItemsTariffSimulatorAppliance;
      'items.timeline-item': ItemsTimelineItem;
      'items.video-with-text-box': ItemsVideoWithTextBox;
      'items.video-with-text-video': ItemsVideoWithTextVideo;
      'midia.banner': MidiaBanner;
      'midia.cover': MidiaCover;
      'midia.image-gallery': MidiaImageGallery;
      'midia.pdf-viewer': MidiaPdfViewer;
      'midia.side-slider': MidiaSideSlider;
      'midia.slider-cards': MidiaSliderCards;
      'midia.video-with-text': MidiaVideoWithText;
      'navegacao.anchor': NavegacaoAnchor;
      'navegacao.footer': NavegacaoFooter;
      'navegacao.header-menu': NavegacaoHeaderMenu;
      'navegacao.landing-page-footer': NavegacaoLandingPageFooter;
      'navegacao.logged-in-footer': NavegacaoLoggedInFooter;
      'navegacao.logged-in-header': NavegacaoLoggedInHeader;
      'navegacao.menu': NavegacaoMenu;
      'navegacao.quick-access': NavegacaoQuickAccess;
      'navegacao.search': NavegacaoSearch;
      'noticias.news': NoticiasNews;
      'noticias.news-list': NoticiasNewsList;
      'pagina.not-found': PaginaNotFound;
      'pagina.seo': PaginaSeo;
      'texto.faq': TextoFaq;
      'texto.html': TextoHtml;
      'texto.institutional': TextoInstitutional;
      'texto.paragraph': TextoParagraph;
      'texto.special-paragraph': TextoSpecialParagraph;
      'texto.table': TextoTable;
      'texto.timeline': TextoTimeline;
    }
  }
}
