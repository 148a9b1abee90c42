// @ts-check
// Textos em português (do Brasil, tratando o jogador por "você"). Mesmas
// chaves e os mesmos `{nomes}` que en.js; scripts/check-i18n.mjs confere.
// Termos: peça, ponto, casa (Rastros), pedra (Seis Pedras), jogada, partida;
// os lados são "Brancas" e "Pretas" (feminino plural, como no xadrez), por
// isso os textos com {side}/{winner}/{loser}/{who} dizem "as {side}", "das
// {side}" e põem o verbo no plural. "Jogador 1/2" (Rastros) não concorda com
// essas frases: se um dia entrarem nelas, vão precisar de chaves próprias.

/** @type {Record<string, string>} */
const pt = {
  'language.name': 'Português',
  'language.dir': 'ltr',

  'app.name': 'Tabuleiro',
  'app.title': 'Tabuleiro — jogos tradicionais de estratégia',
  'app.titleGame': '{game} — Tabuleiro',

  'home.intro': 'Quatro jogos tradicionais de estratégia para dois, num tabuleiro desenhado à mão. Jogue contra o computador ou com outra pessoa neste aparelho.',
  'home.playComputer': 'Contra a máquina',
  'home.playTwo': 'Dois jogadores',
  'home.comingSoon': 'Em breve',

  'game.achi.name': 'Achi',
  'game.achi.origin': 'Gana · 4 peças cada · 3\u00a0×\u00a03 pontos',
  'game.achi.blurb': 'Faça uma linha de três, na horizontal ou na vertical. Coloque suas quatro peças e depois deslize-as pelas linhas até o único ponto vazio.',
  'game.sixstones.name': 'Seis Pedras',
  'game.sixstones.origin': '6 pedras cada · 21 pontos',
  'game.sixstones.blurb': 'Deslize as pedras pelas linhas e capture os grupos que ficarem sem nenhum ponto livre ao lado, como no Go.',
  'game.morris.name': 'Trilha',
  'game.morris.origin': '9 peças cada · 24 pontos',
  'game.morris.blurb': 'Faça uma linha de três — uma trilha — para tirar uma peça do adversário.',
  'game.rastros.name': 'Rastros',
  'game.rastros.origin': 'Uma peça em comum · 7\u00a0×\u00a07 casas',
  'game.rastros.blurb': 'A peça deixa um rastro por onde não pode mais passar. Leve-a até o seu canto ou deixe o adversário sem saída.',

  'game.panel': 'Controles da partida',
  'game.settings': 'Configurações da partida',
  'game.statusRegion': 'Situação da partida',

  'side.white': 'Brancas',
  'side.black': 'Pretas',
  'side.p1': 'Jogador 1',
  'side.p2': 'Jogador 2',
  'player.you': 'Você ({side})',
  'player.me': 'Eu ({side})',

  'level.easy': 'Fácil',
  'level.medium': 'Médio',
  'level.hard': 'Difícil',
  'level.perfect': 'Perfeito',

  'mode.ai': 'O computador',
  'mode.local': 'Dois jogadores',

  'option.mode': 'Adversário',
  'option.level': 'Nível',
  'option.side': 'Você joga com',
  'option.first': 'Quem começa',
  'option.coords': 'Coordenadas',
  'option.lang': 'Idioma',

  'action.newGame': 'Nova partida',
  'action.undo': 'Desfazer',
  'action.redo': 'Refazer',
  'action.aiMove': 'IA joga',
  'action.backToGame': 'Voltar à partida',
  'action.prev': 'Anterior',
  'action.next': 'Seguinte',
  'action.home': 'Tabuleiro: todos os jogos',
  'action.dismiss': 'Fechar',
  'action.clearResults': 'Apagar resultados',
  'action.reload': 'Recarregar',

  'update.ready': 'Há uma nova versão do Tabuleiro. Sua partida continua salva.',

  'status.yourTurn.place': 'Sua vez: coloque uma peça num ponto vazio.',
  'status.yourTurn.slide': 'Sua vez: deslize uma peça para o ponto vazio.',
  'status.myTurn': 'Minha vez.',
  'status.thinking': 'Minha vez: pensando…',
  'status.thinkingFor': 'Procurando uma jogada para as {side}…',
  'status.sideTurn.place': 'Vez das {side}: coloque uma peça num ponto vazio.',
  'status.sideTurn.slide': 'Vez das {side}: deslize uma peça para o ponto vazio.',
  'status.viewing': 'Posição após a jogada {ply} de {plies} — só para consulta.',
  'status.viewingStart': 'Posição inicial — só para consulta.',

  'result.youWin': 'Você venceu!',
  'result.iWin': 'Eu venci!',
  'result.sideWins': 'Vitória das {side}!',
  'result.draw': 'Empate.',
  'result.again': 'Para recomeçar, arraste uma peça sua para fora do tabuleiro ou',

  'why.mill.you': 'Você fez uma linha de três.',
  'why.mill.me': 'Fiz uma linha de três.',
  'why.mill.side': 'As {winner} fizeram uma linha de três.',
  'why.no-move.you': 'Não tenho nenhuma jogada possível.',
  'why.no-move.me': 'Você não tem nenhuma jogada possível.',
  'why.no-move.side': 'As {loser} não têm nenhuma jogada possível.',
  'why.few-pieces.you': 'Fiquei com menos de três peças.',
  'why.few-pieces.me': 'Você ficou com menos de três peças.',
  'why.few-pieces.side': 'As {loser} ficaram com menos de três peças.',
  'why.repetition': 'A mesma posição apareceu pela terceira vez.',
  'why.no-progress': 'Jogadas demais seguidas sem nenhuma captura.',

  'board.label': 'Tabuleiro. As setas passam de um ponto a outro; Enter ou Espaço pega e solta uma peça; Esc cancela.',
  'board.roledescription': 'tabuleiro',
  'board.picked': 'Você pegou uma peça de {where}. Ela pode ir para {targets}.',
  'board.fromHand': 'sua reserva',
  'board.illegal': 'Não é possível jogar em {point}.',
  'board.cancelled': 'Cancelado.',
  'board.putBack': 'Peça devolvida.',
  'board.readOnly': 'Esta é uma posição anterior. Volte à partida para jogar.',
  'board.cannotMove': 'Essa peça não pode se mover agora.',
  'board.empty': 'vazio',
  'board.point': '{point}: {what}',
  'board.pointTarget': '{point}: {what}, jogada possível',
  'board.noMoveHere': 'Nenhuma jogada sai de {point} nem chega lá.',
  'board.noMoves': 'Não há nenhuma jogada possível agora.',

  'piece.white': 'peça branca',
  'piece.black': 'peça preta',
  'piece.marker': 'o marcador',

  'announce.place': 'As {who} colocam uma peça em {to}.',
  'announce.slide': 'As {who} movem de {from} para {to}.',
  'announce.newGame': 'Nova partida. As {side} começam.',
  'announce.undone': 'Jogada desfeita.',
  'announce.redone': 'Jogada refeita.',
  'announce.live': 'De volta à partida.',
  'announce.viewing': 'Mostrando a posição após a jogada {ply}.',
  'announce.paused': 'Partida pausada.',
  'announce.resumed': 'Partida retomada.',

  'pause.title': 'Em pausa',
  'pause.text': 'A partida está esperando a página em que ela aparece.',

  'scorepad.title': 'Jogadas',
  'scorepad.caption': 'As jogadas desta partida',
  'scorepad.number': 'Número da jogada',
  'scorepad.empty': 'Nenhuma jogada ainda.',
  'scorepad.plyLabel': 'Jogada {ply}: {move}. Mostrar esta posição.',

  'results.title': 'Resultados contra o computador',
  'results.caption': 'Partidas ganhas, empatadas e perdidas contra o computador, por nível',
  'results.level': 'Nível',
  'results.won': 'Vitórias',
  'results.drawn': 'Empates',
  'results.lost': 'Derrotas',

  'note.badParam': '{name}={value} foi ignorado: não é um valor válido.',
  'note.badLang': 'O idioma “{value}” ainda não está disponível.',
  'note.badLevel': 'level={value} foi ignorado: os níveis vão de 1 a {max}.',
  'note.unknownGame': 'Não existe nenhum jogo chamado “{value}”.',
  'note.comingSoon': '{game} chega em breve.',
  'note.unknownParam': 'A configuração desconhecida “{name}” foi ignorada.',
  'note.badMoves': 'A partida compartilhada parou antes da jogada {n} ({move}): {message}',
  'note.moveRefused': 'A jogada {move} foi recusada: {message}',
  'note.thinkFailed': 'O computador não conseguiu encontrar uma jogada: {message}',
  'note.badParentOrigin': 'parentOrigin={value} foi ignorado: não é uma origem como https://example.com. Esta página não envia mensagens para a página em que ela aparece.',
  'note.storageBlocked': 'Este navegador não deixa o jogo salvar nada aqui: suas configurações e resultados só duram até a página ser fechada.',
  'level.expert': 'Especialista',
  'option.hints': 'Ajudas de aprendizagem',
  'status.yourTurn.step': 'Sua vez: deslize uma pedra pela linha até um ponto livre.',
  'status.sideTurn.step': '{side} joga: deslize uma pedra pela linha até um ponto livre.',
  'info.stones': 'Pedras: Pretas {black}, Brancas {white}',
  'info.noProgress': 'Lances desde a última captura: {n} de {limit}',
  'hints.legend': 'Cada número diz quantas liberdades (pontos livres ao lado) um grupo tem. Anel vermelho tracejado: em atari, só resta uma liberdade. Ao arrastar uma pedra, anéis verdes mostram para onde ela pode ir; cruzes vermelhas mostram o que ela capturaria.',
  'why.no-progress.sixstones': '80 lances seguidos sem captura: ninguém consegue avançar.',
};

export default pt;
