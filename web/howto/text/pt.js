// @ts-check
// Como jogar, em português do Brasil (tratando o leitor por "você"): as
// palavras das seções de cada jogo (a forma está em ../lesson.js). As
// regras seguem o RULES.md do projeto; cada `task` cita os pontos da
// jogada que o seu diagrama pede, e tests/js/howto.test.mjs confere isso e
// que a jogada faz o que `done` diz. **Asteriscos duplos** marcam um termo.
// Termos: peça, ponto, casa (Rastros), pedra (Seis Pedras), jogada,
// partida; "as Pretas"/"as Brancas"; na Trilha, três em linha é uma
// "trilha" (ou moinho); no Achi, uma "linha de três".

/** @type {import('../lesson.js').HowToText} */
const pt = {
  achi: {
    intro: 'O Achi vem de Gana. Dois jogadores, quatro peças cada um, nove pontos ligados por linhas — e um objetivo: pôr três peças suas em linha.',
    sections: {
      aim: {
        title: 'O tabuleiro e o objetivo',
        text: [
          'O tabuleiro tem 3 × 3 pontos. As linhas ligam cada ponto aos vizinhos na horizontal e na vertical, e o centro, b2, aos quatro cantos.',
          'Cada lado tem **4 peças**: as Pretas (você, embaixo) e as Brancas. Na primeira partida as Pretas começam; depois, começa quem perdeu a partida anterior e, depois de um empate, quem jogou em segundo.',
          'Faça uma **linha de três** — três peças suas numa mesma fileira ou coluna — e você ganha na hora.',
        ],
      },
      place: {
        title: 'Colocando as peças',
        text: [
          'Enquanto tiver peças na mão, na sua vez você coloca uma delas em qualquer ponto vazio. Os dois lados se alternam até as oito peças estarem no tabuleiro.',
          'Fique de olho no adversário: duas peças na mesma fileira com o terceiro ponto vazio são uma ameaça.',
        ],
        task: 'As Brancas têm a3 e b3. Coloque uma peça preta em c3 para bloquear essa fileira: arraste uma das suas peças de baixo do tabuleiro ou clique em c3.',
        done: 'Bloqueado: as Brancas não conseguem mais completar essa fileira, e a partida continua.',
      },
      slide: {
        title: 'Deslizando para o ponto vazio',
        text: [
          'Quando as oito peças estão no tabuleiro, sobra um ponto vazio. Na sua vez, você desliza uma das suas peças pela linha até esse ponto.',
          'Só pode andar uma peça ligada por uma linha ao ponto vazio, e o ponto que ela deixa passa a ser o novo ponto vazio.',
        ],
        task: 'a1 está vazio. Deslize a peça preta de b1 para a1.',
        done: 'a1, a2 e a3: três na mesma coluna. É uma linha de três, e as Pretas ganham.',
      },
      diagonal: {
        title: 'Diagonal não vale',
        text: [
          'Só contam as três fileiras e as três colunas. Três peças numa diagonal **não** formam uma linha de três, mesmo com as linhas do tabuleiro ligando uma à outra.',
        ],
        task: 'Deslize a peça preta de a2 para a3. As Pretas ficam com a3, b2 e c1.',
        done: 'Três em linha, mas na diagonal: não vale. A partida continua, e agora é a vez das Brancas.',
      },
      stuck: {
        title: 'Quem fica trancado perde',
        text: [
          'Se é a sua vez e nenhuma das suas peças pode deslizar para o ponto vazio, você está trancado — e quem fica trancado **perde**.',
          'Então também dá para ganhar deixando o ponto vazio cercado só pelas suas peças.',
        ],
        task: 'Deslize a peça preta de a3 para a2. O ponto vazio passa a ser a3, e os vizinhos dele — a2, b2 e b3 — são todos pretos.',
        done: 'As Brancas não têm nenhuma peça ao lado de a3 e não podem jogar: ficaram trancadas, e as Pretas ganham.',
      },
      draw: {
        title: 'Empate',
        text: [
          'Se a mesma posição aparecer pela terceira vez — as mesmas peças nos mesmos pontos, a vez do mesmo lado e as mesmas peças na mão —, a partida termina empatada.',
        ],
      },
    },
  },

  sixstones: {
    intro: 'Um jogo de deslizar pedras com a captura do Go: deixe um grupo sem nenhum ponto livre ao lado e ele sai do tabuleiro. Seis pedras para cada lado, em 21 pontos.',
    sections: {
      move: {
        title: 'Como mover, e as jogadas que não valem',
        text: [
          'O tabuleiro é uma grade de 5 × 5 sem os quatro cantos, com os pontos ligados por linhas na horizontal e na vertical. As Pretas começam nos três pontos do meio das duas fileiras de baixo (de b1 a d2), as Brancas nos das duas de cima (de b4 a d5), e as Pretas jogam primeiro.',
          'Uma jogada desliza uma pedra sua pela linha até o ponto seguinte, que precisa estar livre. Não se pula por cima de nada e não se anda na diagonal: dois pontos que parecem próximos, mas sem linha entre eles, **não** são vizinhos.',
          'Por isso uma jogada não vale quando o ponto está ocupado ou não está ligado à pedra por uma linha. O tabuleiro devolve essa pedra ao lugar.',
        ],
        task: 'Primeiro arraste a pedra preta de b2 para a3: nenhuma linha liga os dois pontos, então ela volta. Depois deslize-a de b2 para a2.',
        done: 'De b2 para a2, pela linha, até um ponto livre: jogada válida. Agora é a vez das Brancas.',
      },
      groups: {
        title: 'Grupos e liberdades',
        text: [
          'Um **grupo** é um conjunto de pedras da mesma cor ligadas umas às outras por linhas. Uma pedra sozinha também é um grupo.',
          'As **liberdades** de um grupo são os pontos livres ao lado de qualquer uma das suas pedras. Os números no tabuleiro contam as liberdades de cada grupo.',
        ],
        task: 'A pedra preta em e2 é um grupo sozinha, com 2 liberdades. Deslize a pedra preta de d1 para d2 para juntá-la às outras.',
        done: 'Agora é um grupo só, de seis pedras, com 6 liberdades: d1, a2, b3, c3, d3 e e3.',
      },
      checks: {
        title: 'Capturas: as três verificações',
        text: [
          'Antes de cada jogada, faça três verificações. O jogo as faz nesta ordem assim que a pedra chega:',
          '1. O ponto de onde a pedra saiu agora está livre, e conta como livre daqui em diante.',
          '2. Todo grupo **adversário** que ficou sem liberdade é capturado: todas as suas pedras saem do tabuleiro.',
          '3. Depois, o grupo da pedra que você moveu precisa ter uma liberdade; se não tiver, a jogada não vale. Em Seis Pedras ele sempre tem — o ponto que a pedra acabou de deixar —, então essa verificação nunca impede uma jogada, e uma jogada que captura sempre vale.',
        ],
        task: 'A pedra branca em c2 só tem uma liberdade, c3. Deslize a pedra preta de b3 para c3.',
        done: 'c2 ficou sem liberdade e foi capturada. A pedra preta em c3 continua com liberdades — b3, que ela acabou de deixar, é uma delas.',
      },
      several: {
        title: 'Capturando vários grupos de uma vez',
        text: [
          'Uma só jogada pode tirar a última liberdade de mais de um grupo. Aí todos eles são capturados juntos.',
        ],
        task: 'As pedras brancas em d3 e e4 são dois grupos, e d4 é a última liberdade dos dois. Deslize a pedra preta de c4 para d4.',
        done: 'Nenhum dos dois grupos ficou com liberdade: d3 e e4 saíram do tabuleiro juntas.',
      },
      win: {
        title: 'Como se ganha',
        text: [
          'Você ganha quando, depois da sua jogada, o adversário fica com **duas pedras ou menos**.',
          'Também ganha quando é a vez do adversário e ele não tem nenhuma jogada.',
        ],
        task: 'O grupo branco de quatro pedras — c4, b5, c5 e d5 — só tem uma liberdade, d4. Deslize a pedra preta de d3 para d4.',
        done: 'Quatro pedras brancas capturadas, e as Brancas ficam só com duas: as Pretas ganham.',
      },
      draw: {
        title: 'Empate',
        text: [
          'A partida termina empatada quando a mesma posição aparece pela terceira vez (as mesmas pedras nos mesmos pontos e a vez do mesmo lado), ou depois de 80 lances seguidos — contando os dos dois lados — sem nenhuma captura.',
        ],
      },
    },
  },

  morris: {
    intro: 'A Trilha, também chamada de Moinho, é um dos jogos de tabuleiro mais antigos que existem. Nove peças para cada lado, 24 pontos e uma ideia: alinhar três peças para tirar uma do adversário.',
    sections: {
      aim: {
        title: 'O tabuleiro e as trilhas',
        text: [
          'O tabuleiro tem três quadrados, um dentro do outro, ligados pelo meio dos lados: 24 pontos e as linhas entre eles.',
          'Cada lado tem **9 peças**. As Brancas começam, a não ser que os jogadores combinem outra coisa.',
          'Uma **trilha** (ou moinho) são três peças suas numa mesma linha de três pontos: um lado de um dos quadrados, ou uma das quatro linhas que ligam os quadrados. São 16 ao todo.',
          'A partida tem três fases: colocar as peças, deslizar e — para quem ficar com só três peças — voar.',
        ],
      },
      placing: {
        title: 'Colocando as peças e tirando uma do adversário',
        text: [
          'Enquanto tiver peças na mão, na sua vez você coloca uma delas num ponto vazio.',
          'Quando a peça que você coloca ou move **completa uma trilha** sua, você também tira uma peça do adversário do tabuleiro.',
          'Não vale tirar uma peça que esteja numa trilha — a não ser que todas as peças do adversário no tabuleiro estejam em trilhas; aí você pode tirar qualquer uma. Fechar duas trilhas de uma vez continua tirando só uma peça.',
        ],
        task: 'Coloque uma peça branca em d2: d1, d2 e d3 formam uma trilha. Depois tire uma peça preta clicando nela ou arrastando-a para fora do tabuleiro. Só a4 ou d6 podem sair: g1, g4 e g7 formam uma trilha.',
        done: 'Trilha, e uma peça preta a menos. Peça tirada não volta mais.',
      },
      allInMills: {
        title: 'Quando todas estão em trilhas',
        text: [
          'Peças em trilha estão protegidas — menos quando todas estão. Se todas as peças do adversário no tabuleiro estão em trilhas, você pode tirar qualquer uma delas.',
        ],
        task: 'As três peças pretas, a4, b4 e c4, estão todas numa trilha. Coloque uma peça branca em g4 para fechar e4–f4–g4 e depois tire qualquer uma delas.',
        done: 'Todas as peças pretas estavam em trilha, então qualquer uma podia sair.',
      },
      sliding: {
        title: 'Deslizando',
        text: [
          'Depois que todas as suas peças foram colocadas, na sua vez você desliza uma delas pela linha até o ponto seguinte, que precisa estar vazio.',
          'Uma trilha feita deslizando também tira uma peça. Você pode abrir uma trilha e fechá-la de novo mais tarde para tirar outra peça. Só contam as trilhas que incluem a peça que acabou de se mover.',
        ],
        task: 'Deslize uma peça branca para b6 — de b4, fechando b6–d6–f6, ou de d6, fechando b2–b4–b6 — e depois tire uma peça preta. a1, a4 e a7 formam uma trilha: estão protegidas.',
        done: 'Uma trilha feita deslizando: mais uma peça preta fora.',
      },
      flying: {
        title: 'Voando',
        text: [
          'Quem tem exatamente **três peças** no tabuleiro e nenhuma na mão pode **voar**: levar uma peça de qualquer ponto para qualquer ponto vazio, sem seguir as linhas.',
          'O outro lado, com mais peças, continua deslizando.',
        ],
        task: 'As Brancas têm só três peças. Voe com a peça branca de e5 para d6 (d5, d6 e d7 formam uma trilha), ou de d7 para c5 (c5, d5 e e5), e depois tire f2 — a única peça preta fora de trilha.',
        done: 'Uma trilha feita voando: a peça preta de f2 saiu.',
      },
      winning: {
        title: 'Como se ganha',
        text: [
          'Você ganha quando, depois da sua jogada, o adversário fica com **menos de três peças**, somando as do tabuleiro e as da mão: com duas, não dá mais para fazer trilha.',
          'Também ganha quando é a vez do adversário e ele não tem nenhuma jogada, com todas as peças trancadas.',
        ],
        task: 'As Pretas têm só três peças: e3, e4 e d5. Deslize a peça branca de d2 para b2 para fechar b2–b4–b6 e depois tire qualquer uma delas.',
        done: 'As Pretas ficaram com duas peças: as Brancas ganham.',
      },
      draw: {
        title: 'Empate',
        text: [
          'A partida termina empatada quando a mesma posição aparece pela terceira vez (as mesmas peças nos mesmos pontos, a vez do mesmo lado e as mesmas peças na mão), ou depois de 100 lances seguidos de deslizar ou voar, de qualquer um dos lados, sem tirar nenhuma peça. Colocar uma peça ou tirar uma recomeça essa contagem.',
        ],
      },
    },
  },

  rastros: {
    intro: 'Rastros se joga com uma peça só, que os dois jogadores movem, um de cada vez. Toda casa que ela deixa fica bloqueada para sempre. Leve a peça até a sua meta ou deixe o adversário sem ter para onde ir.',
    sections: {
      trail: {
        title: 'A peça e o seu rastro',
        text: [
          'O tabuleiro tem n × n casas: 7 × 7, a menos que você escolha outro tamanho, de 5 × 5 a 9 × 9. Há uma única peça branca, que não é de ninguém: o Jogador 1 e o Jogador 2 a movem, cada um na sua vez.',
          'Cada jogada leva a peça para uma das até oito casas em volta dela — para os lados, para cima, para baixo ou na diagonal — onde ela **nunca** esteve. Toda casa que ela deixa fica bloqueada (pintada de preto) até o fim da partida: é o seu **rastro**.',
        ],
        task: 'É a vez do Jogador 2. Mova a peça de c4 na diagonal, descendo para d3.',
        done: 'c4 agora faz parte do rastro: a peça nunca mais pode voltar para lá.',
      },
      goals: {
        title: 'As duas metas',
        text: [
          'A **meta 1** é o canto de baixo à esquerda, a1, e é do Jogador 1. A **meta 2** é o canto de cima à direita — e5 neste tabuleiro de 5 × 5, g7 no de 7 × 7 — e é do Jogador 2.',
          'Quando a peça entra numa meta, ganha o dono da meta — **não importa quem a levou até lá**.',
        ],
        task: 'O Jogador 2 é obrigado a jogar, e a única casa livre ao lado da peça é a1, a meta do Jogador 1. Mova a peça de a2 para a1.',
        done: 'A peça está na meta 1, então o Jogador 1 ganha — mesmo tendo sido o Jogador 2 quem a moveu.',
      },
      blocked: {
        title: 'Sem saída',
        text: [
          'Quem precisa jogar e não tem nenhuma casa livre para onde ir **perde**. Em Rastros não há empate.',
        ],
        task: 'É a vez do Jogador 2: mova a peça de d2 para o canto e1. Os vizinhos dele, d1, d2 e e2, vão ficar todos no rastro.',
        done: 'O Jogador 1 precisa jogar e não pode: o Jogador 1 perde, e o Jogador 2 ganha.',
      },
      free: {
        title: 'Início livre',
        text: [
          'No **início livre** (o mais comum) o tabuleiro começa vazio. Na primeira jogada, o Jogador 1 coloca a peça em qualquer casa, menos nas duas metas; depois joga o Jogador 2, e assim por diante.',
        ],
        task: 'Você é o Jogador 1: coloque a peça na casa que quiser — qualquer uma, menos as metas a1 e e5.',
        done: 'A peça está no tabuleiro. Daqui em diante cada jogada é um passo, e quem joga agora é o Jogador 2.',
      },
      fixed: {
        title: 'Início fixo',
        text: [
          'No **início fixo** (o dos torneios) a peça começa numa casa determinada e o Jogador 1 joga primeiro: d4 nos tabuleiros de 5 × 5 e 6 × 6, e5 nos de 7 × 7 e 8 × 8, f6 no de 9 × 9.',
          'O tipo de início é uma opção de toda partida, seja quem for jogar.',
        ],
        task: 'Neste tabuleiro de 7 × 7 a peça começa em e5. Você é o Jogador 1: mova-a para qualquer casa em volta.',
        done: 'e5 agora está bloqueada: a casa de início entra no rastro como qualquer outra.',
      },
    },
  },
};

export default pt;
