//! The puzzle prover against what is known independently: Achi's
//! retrograde table (exact distances), Rastros' proof solver (who wins),
//! and a plain minimax with no table and no ordering for Morris and Six
//! Stones endgames; and the history rules (a position seen twice, the
//! no-progress counter) as `Match` applies them.

use tabuleiro_engine::games::achi::{solver::table, Achi};
use tabuleiro_engine::games::morris::Morris;
use tabuleiro_engine::games::rastros::solver::{Solver, Verdict};
use tabuleiro_engine::games::rastros::{Rastros, RastrosOptions};
use tabuleiro_engine::games::sixstones::SixStones;
use tabuleiro_engine::prove::{Prover, Quiet};
use tabuleiro_engine::rng::Rng;
use tabuleiro_engine::{AnyMatch, Evaluate, GameId, MatchOptions, Rules, Side, Value};

fn prover<R: Evaluate>() -> Prover<R> {
    Prover::new(Vec::new(), None, u64::MAX)
}

#[test]
fn achi_distances_match_the_solved_table() {
    let mut p = prover::<Achi>();
    let mut checked = 0;
    for index in 0..Achi::STATE_COUNT {
        let s = Achi::from_index(index);
        let (w, b) = (s.men[0].count_ones(), s.men[1].count_ones());
        if s.men[0] & s.men[1] != 0 || w > 4 || b > 4 || w.abs_diff(b) > 1 {
            continue;
        }
        let (wins, loses) = match table().value(&s) {
            Value::Win(Some(d)) if d <= 13 => (Some(d.div_ceil(2)), None),
            Value::Loss(Some(d)) if d <= 14 => (None, Some(d / 2)),
            _ => (None, None),
        };
        assert_eq!(p.win_distance(&s, 7), Ok(wins), "{s:?}");
        assert_eq!(p.loss_distance(&s, 7), Ok(loses), "{s:?}");
        checked += 1;
    }
    assert!(checked > 5000, "{checked}");
}

/// Plays `plies` random moves from `start`; `None` if the game ends.
fn random_line<R: Rules>(start: R, plies: u64, rng: &mut Rng) -> Option<R> {
    let mut s = start;
    for _ in 0..plies {
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        if moves.is_empty() {
            return None;
        }
        s = s.play(moves[(rng.next_u64() % moves.len() as u64) as usize]);
    }
    s.end().is_none().then_some(s)
}

#[test]
fn rastros_wins_match_the_proof_solver() {
    let mut rng = Rng::new(21);
    let mut solver = Solver::new(16);
    let mut wins = 0;
    for _ in 0..300 {
        let start = Rastros::start(&RastrosOptions {
            size: 5,
            start: Some(18),
        });
        let Some(s) = random_line(start, 4 + rng.next_u64() % 6, &mut rng) else {
            continue;
        };
        // 25 squares: no game lasts 13 moves a side, so k = 13 is "ever".
        let proved = prover::<Rastros>().wins_within(&s, 13).unwrap();
        assert_eq!(proved, solver.solve(&s, None) == Verdict::Win, "{s:?}");
        wins += usize::from(proved);
    }
    assert!(wins > 20, "{wins}");
}

/// What the history rules make a draw, as plain minimax applies them:
/// positions seen twice, and a counter reaching the limit.
#[derive(Clone, Default)]
struct History {
    draws: Vec<u64>,
    limit: Option<u32>,
}

impl History {
    fn draw<R: Rules>(&self, s: &R, quiet: u32) -> bool {
        self.draws.contains(&s.key()) || self.limit.is_some_and(|l| quiet >= l)
    }
}

fn after<R: Rules>(s: &R, m: R::Move, quiet: u32) -> u32 {
    if s.is_progress(m) {
        0
    } else {
        quiet + 1
    }
}

/// Win within `k` own moves by plain minimax: every move, no table.
fn naive_wins<R: Rules>(s: &R, k: u32, quiet: u32, h: &History) -> bool {
    if k == 0 {
        return false;
    }
    let mut moves = Vec::new();
    s.legal_moves(&mut moves);
    moves.iter().any(|&m| {
        let (c, q) = (s.play(m), after(s, m, quiet));
        match c.end() {
            Some(end) => end.winner == s.side_to_move(),
            None => !h.draw(&c, q) && naive_loses(&c, k - 1, q, h),
        }
    })
}

/// Loss within `k` of the opponent's moves (within 0: every move loses at
/// once, which only Rastros allows).
fn naive_loses<R: Rules>(s: &R, k: u32, quiet: u32, h: &History) -> bool {
    let mut moves = Vec::new();
    s.legal_moves(&mut moves);
    moves.iter().all(|&m| {
        let (c, q) = (s.play(m), after(s, m, quiet));
        match c.end() {
            Some(end) => end.winner != s.side_to_move(),
            None => !h.draw(&c, q) && naive_wins(&c, k, q, h),
        }
    })
}

/// Random positions after `plies` random moves from `start`, each with a
/// random history: a few positions two plies on seen twice, and a counter
/// near the limit. The prover must agree with plain minimax on each.
fn agree_with_minimax<R: Evaluate>(start: R, plies: (u64, u64), k: u32, seed: u64) -> usize {
    let mut rng = Rng::new(seed);
    let mut wins = 0;
    for round in 0..150 {
        let Some(s) = random_line(start, plies.0 + rng.next_u64() % plies.1, &mut rng) else {
            continue;
        };
        let mut h = History::default();
        let mut quiet = None;
        if round % 3 == 1 {
            for _ in 0..3 {
                if let Some(t) = random_line(s, 2, &mut rng) {
                    h.draws.push(t.key());
                }
            }
        }
        if round % 3 == 2 {
            let limit = 2 * k + 2;
            let counter = rng.next_u64() as u32 % limit;
            h.limit = Some(limit);
            quiet = Some(Quiet { counter, limit });
        }
        let q0 = quiet.map_or(0, |q| q.counter);
        let mut p: Prover<R> = Prover::new(h.draws.clone(), quiet, u64::MAX);
        let proved = p.wins_within(&s, k).unwrap();
        assert_eq!(proved, naive_wins(&s, k, q0, &h), "{s:?} {round}");
        let lost = p.loses_within(&s, k).unwrap();
        assert_eq!(lost, naive_loses(&s, k, q0, &h), "{s:?} {round}");
        wins += usize::from(proved || lost);
    }
    wins
}

#[test]
fn a_forced_step_into_the_other_goal_ends_the_count() {
    // 5×5. Player 1 (a1) moves c3-b2, where every square next to b2 is
    // trail but a1: Player 2 must step in. One move of Player 1's.
    let trail = [1u8, 2, 5, 7, 10, 11]
        .iter()
        .fold(0u128, |t, &sq| t | 1 << sq);
    let p1 = Rastros {
        trail,
        piece: 12,
        size: 5,
        to_move: Side::White,
    };
    let mut p = prover::<Rastros>();
    assert_eq!(p.win_distance(&p1, 5), Ok(Some(1)));
    let p2 = p1.play(p1.mv(6));
    assert_eq!(p.loss_distance(&p2, 5), Ok(Some(0)));
    assert!(naive_loses(&p2, 0, 0, &History::default()));
}

/// A game that says no move can make its opponent win must not have one.
fn never_self_defeats<R: Rules>(start: R, seed: u64) {
    assert!(!R::SELF_DEFEAT);
    let mut rng = Rng::new(seed);
    for _ in 0..300 {
        let Some(s) = random_line(start, rng.next_u64() % 60, &mut rng) else {
            continue;
        };
        let mut moves = Vec::new();
        s.legal_moves(&mut moves);
        for m in moves {
            let end = s.play(m).end();
            assert!(end.is_none_or(|e| e.winner == s.side_to_move()), "{s:?}");
        }
    }
}

#[test]
fn only_rastros_has_moves_that_lose_at_once() {
    use tabuleiro_engine::games::morris::MorrisOptions;
    use tabuleiro_engine::games::sixstones::SixStonesOptions;
    const { assert!(Rastros::SELF_DEFEAT) };
    never_self_defeats(Achi::start(&Default::default()), 1);
    never_self_defeats(Morris::start(&MorrisOptions::default()), 2);
    never_self_defeats(SixStones::start(&SixStonesOptions), 3);
}

#[test]
fn rastros_matches_plain_minimax_where_a_forced_reply_can_lose() {
    // 5×5 from c3: a player may be left only steps into the other's goal.
    let start = Rastros::start(&RastrosOptions {
        size: 5,
        start: Some(12),
    });
    assert!(agree_with_minimax(start, (3, 8), 3, 9) > 5);
}

#[test]
fn morris_six_stones_and_achi_match_plain_minimax() {
    // Morris with few pieces: three or four a side, flying and sliding.
    let morris = Morris::from_names("a1 d1 g4 d5", "a7 d7 b4", [0, 0], Side::White).unwrap();
    assert!(agree_with_minimax(morris, (0, 6), 2, 5) > 5);
    let six = SixStones::setup("b2 c3 d3", "c4 b4 d2 a3", Side::Black).unwrap();
    assert!(agree_with_minimax(six, (0, 8), 2, 6) > 0);
    let achi = Achi::start(&Default::default());
    assert!(agree_with_minimax(achi, (5, 6), 3, 7) > 5);
}

/// Whether the side to move wins within `k` of its own moves, by the
/// match's own rules: every line played and taken back through `AnyMatch`,
/// whose outcome applies the third occurrence and the no-progress limit.
fn match_wins(m: &mut dyn AnyMatch, k: u32) -> bool {
    let me = to_move(m);
    (k > 0)
        && m.legal().iter().any(|mv| {
            m.play(mv).unwrap();
            let won = match m.outcome() {
                Some(o) => o.winner == Some(me),
                None => match_loses(m, k - 1),
            };
            m.undo();
            won
        })
}

/// Whether the side to move loses within `k` of the opponent's moves.
fn match_loses(m: &mut dyn AnyMatch, k: u32) -> bool {
    let me = to_move(m);
    m.legal().iter().all(|mv| {
        m.play(mv).unwrap();
        let lost = match m.outcome() {
            Some(o) => o.winner == Some(me.other()),
            None => match_wins(m, k),
        };
        m.undo();
        lost
    })
}

fn to_move(m: &dyn AnyMatch) -> Side {
    if m.snapshot(m.ply()).to_move == m.side_id(Side::White) {
        Side::White
    } else {
        Side::Black
    }
}

/// A random move that keeps the game going and, if `take`, captures when
/// it can, else never: the game thins out, then wanders (comes round to old
/// positions, and goes long without progress).
fn wandering_move(m: &mut dyn AnyMatch, take: bool, rng: &mut Rng) -> Option<String> {
    let pieces = m.snapshot(m.ply()).pieces.len();
    let mut keep = Vec::new();
    let mut capture = Vec::new();
    for mv in m.legal() {
        m.play(&mv).unwrap();
        let goes_on = m.outcome().is_none();
        let takes = m.snapshot(m.ply()).pieces.len() < pieces;
        m.undo();
        match (goes_on, takes) {
            (true, true) => capture.push(mv),
            (true, false) => keep.push(mv),
            _ => {}
        }
    }
    let pool = if take && !capture.is_empty() {
        capture
    } else {
        keep
    };
    (!pool.is_empty()).then(|| pool[(rng.next_u64() % pool.len() as u64) as usize].clone())
}

/// Random games of `game`: captures taken until at most `thin_to` pieces
/// are left, then none for a random number of plies in `plies`; at the
/// end the live questions must agree with the match's own rules. Returns
/// how many ends had a position already seen twice, and how many were
/// decided (a win or a loss within `k`) near the no-progress limit.
fn live_questions_agree(
    game: GameId,
    (thin_to, plies): (usize, (u64, u64)),
    k: u32,
    seed: u64,
) -> (usize, usize) {
    let mut rng = Rng::new(seed);
    let (mut seen_twice, mut near_limit) = (0, 0);
    let limit = game.describe().no_progress_limit;
    for _ in 0..60 {
        let mut m = game.open(&MatchOptions::new()).unwrap();
        let mut record = Vec::new();
        let mut quiet_plies = 0;
        let stop = plies.0 + rng.next_u64() % plies.1;
        while m.outcome().is_none() && quiet_plies < stop {
            let thin = m.snapshot(m.ply()).pieces.len() > thin_to;
            let Some(mv) = wandering_move(m.as_mut(), thin, &mut rng) else {
                break;
            };
            m.play(&mv).unwrap();
            record.push(mv);
            quiet_plies += u64::from(!thin);
        }
        if m.outcome().is_some() {
            continue;
        }
        let wins = (0..=k).find(|&j| match_wins(m.as_mut(), j));
        let loses = (0..=k).find(|&j| match_loses(m.as_mut(), j));
        assert_eq!(m.puzzle_wins_in(k).unwrap(), wins, "{record:?}");
        assert_eq!(m.puzzle_loses_in(k).unwrap(), loses, "{record:?}");
        seen_twice += usize::from(repeats(game, &record));
        let quiet = m.snapshot(m.ply()).no_progress;
        let near = limit.is_some_and(|l| quiet + 2 * k > l);
        near_limit += usize::from(near && (wins.is_some() || loses.is_some()));
    }
    (seen_twice, near_limit)
}

/// Whether some position of the record occurs twice or more.
fn repeats(game: GameId, record: &[String]) -> bool {
    let mut m = game.open(&MatchOptions::new()).unwrap();
    let mut seen = Vec::new();
    let position = |m: &dyn AnyMatch| {
        let s = m.snapshot(m.ply());
        format!("{} {:?} {:?}", s.to_move, s.pieces, s.hand)
    };
    for mv in record {
        seen.push(position(m.as_ref()));
        m.play(mv).unwrap();
    }
    seen.push(position(m.as_ref()));
    let before = seen.len();
    seen.sort();
    seen.dedup();
    seen.len() < before
}

#[test]
fn live_questions_apply_the_history_rules_as_the_match_does() {
    // Achi's sliding stage comes round to the same positions often.
    let (twice, _) = live_questions_agree(GameId::Achi, (9, (16, 40)), 3, 31);
    assert!(twice > 10, "only {twice} with a repeated position");
    // Six Stones thinned to six stones, then 70 to 83 plies without a
    // capture: near the 80-ply limit.
    let (_, near) = live_questions_agree(GameId::SixStones, (6, (70, 14)), 2, 32);
    assert!(near >= 3, "only {near} decided near the no-progress limit");
}
