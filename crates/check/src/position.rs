//! The checks at one position of a match: the engine's rules, its `Match`
//! and its snapshot, each against the naive model and the history the
//! checker kept itself (positions seen, plies without progress).

use tabuleiro_engine::matchplay::Match;
use tabuleiro_engine::snapshot::{snapshot, MoveView, Snapshot};
use tabuleiro_naive::Model;

use crate::oracle::Oracle;

/// What the checker knows of one position apart from the engine, worked
/// out once from the naive model when the position is reached.
#[derive(Clone, Debug)]
pub struct Shadow<N> {
    pub naive: N,
    pub moves: Vec<String>,
    pub winner: Option<&'static str>,
    pub pieces: Vec<(String, &'static str)>,
    pub blocked: Vec<String>,
    /// RULES.md's "same position", for repetitions.
    pub position: String,
    /// Plies without progress up to here.
    pub no_progress: u32,
}

impl<N: Model> Shadow<N> {
    pub fn new(naive: N, no_progress: u32) -> Shadow<N> {
        let moves = naive.moves();
        // RULES.md: a game is over exactly when the side to move has no
        // legal move, so only then is there a winner to ask the model for.
        let winner = if moves.is_empty() {
            naive.winner()
        } else {
            None
        };
        Shadow {
            moves,
            winner,
            pieces: naive.pieces(),
            blocked: naive.blocked(),
            position: naive.position(),
            naive,
            no_progress,
        }
    }

    /// The shadow after one of `moves`.
    pub fn after(&self, m: &str) -> Shadow<N> {
        let counter = if self.naive.is_progress(m) {
            0
        } else {
            self.no_progress + 1
        };
        Shadow::new(self.naive.play(m), counter)
    }
}

/// A position's shadow, with how often it has been seen in this match
/// (this time included) and who moved first.
pub struct Expected<'a, N> {
    pub shadow: &'a Shadow<N>,
    pub seen: usize,
    pub first: &'static str,
}

/// How the match stands by RULES.md: (winner or `draw`, reason) if over.
fn outcome<N: Model>(e: &Expected<N>) -> Option<(&'static str, &'static str)> {
    if let Some(winner) = e.shadow.winner {
        return Some((winner, "own"));
    }
    if e.seen >= 3 {
        return Some(("draw", "repetition"));
    }
    if N::NO_PROGRESS_LIMIT.is_some_and(|limit| e.shadow.no_progress >= limit) {
        return Some(("draw", "no-progress"));
    }
    None
}

/// A reason of the game's own end (not a history draw) reads as `own`.
fn own(reason: &'static str) -> &'static str {
    match reason {
        "repetition" | "no-progress" => reason,
        _ => "own",
    }
}

fn differ<T: std::fmt::Debug + PartialEq>(what: &str, engine: T, naive: T) -> Result<(), String> {
    if engine == naive {
        Ok(())
    } else {
        Err(format!(
            "{what}: the engine has {engine:?}, RULES.md {naive:?}"
        ))
    }
}

/// Generated moves are all legal, every legal move is generated, each
/// reads back to itself, and the game's own end agrees.
fn check_rules<R: Oracle>(
    state: &R,
    shadow: &Shadow<R::Naive>,
    ply: usize,
) -> Result<Vec<String>, String> {
    let mut moves = Vec::new();
    state.legal_moves(&mut moves);
    let mut texts: Vec<String> = moves.iter().map(ToString::to_string).collect();
    texts.sort();
    if texts.windows(2).any(|w| w[0] == w[1]) {
        return Err(format!("a move is generated twice: {texts:?}"));
    }
    let expected = &shadow.moves;
    if texts != *expected {
        let extra: Vec<&String> = texts.iter().filter(|t| !expected.contains(t)).collect();
        let missing: Vec<&String> = expected.iter().filter(|t| !texts.contains(t)).collect();
        return Err(format!(
            "legal moves: illegal ones generated {extra:?}, legal ones missing {missing:?}"
        ));
    }
    // A quarter of the moves at each ply, in turn (the reader rebuilds
    // the board's geometry on every call, the soak's largest cost): over
    // four plies every kind of move is read back many times.
    for m in moves.iter().skip(ply % 4).step_by(4) {
        let text = m.to_string();
        if state.parse_move(&text).as_ref() != Ok(m) {
            return Err(format!("'{text}' does not read back as itself"));
        }
    }
    differ(
        "winner by the game's own rules",
        state.end().map(|e| R::side_id(e.winner)),
        shadow.winner,
    )?;
    differ(
        "side to move",
        R::side_id(state.side_to_move()),
        shadow.naive.to_move(),
    )?;
    Ok(texts)
}

/// A move as the board sees it agrees with the naive board and its text.
fn check_view<R: Oracle>(v: &MoveView, shadow: &Shadow<R::Naive>) -> Result<(), String> {
    let at = |p: &str| shadow.pieces.iter().find(|(q, _)| q == p).map(|(_, k)| *k);
    let mover = shadow.naive.to_move();
    let bad = |why: &str| Err(format!("move {}: {why}", v.text));
    if let Some(from) = &v.from {
        if !matches!(at(from), Some(k) if k == mover || k == "marker") {
            return bad("its origin holds no piece of the mover");
        }
    }
    if at(&v.to).is_some() || shadow.blocked.contains(&v.to) {
        return bad("its destination is not vacant");
    }
    if let Some(r) = &v.remove {
        if !matches!(at(r), Some(k) if k != mover && k != "marker") {
            return bad("it removes no opponent piece");
        }
    }
    let text = if R::DESTINATION_ONLY {
        v.to.clone()
    } else {
        let from = v.from.as_ref().map_or(String::new(), |f| format!("{f}-"));
        let remove = v.remove.as_ref().map_or(String::new(), |r| format!("x{r}"));
        format!("{from}{}{remove}", v.to)
    };
    differ("move text from its shape", v.text.clone(), text)
}

/// The snapshot the page draws agrees with the naive position.
fn check_snapshot<R: Oracle>(
    s: &Snapshot,
    m: &Match<R>,
    e: &Expected<R::Naive>,
    legal: &[String],
) -> Result<(), String> {
    let n = &e.shadow.naive;
    differ("snapshot game", s.game, R::ID)?;
    differ("snapshot plies", (s.ply, s.plies), (m.ply(), m.ply()))?;
    differ("snapshot side to move", s.to_move, n.to_move())?;
    differ("snapshot first mover", s.first, e.first)?;
    let mut pieces: Vec<(String, &str)> = s.pieces.iter().map(|p| (p.at.clone(), p.kind)).collect();
    pieces.sort();
    differ("snapshot pieces", &pieces, &e.shadow.pieces)?;
    let mut blocked: Vec<String> = s
        .marks
        .iter()
        .filter(|k| k.kind == "blocked")
        .map(|k| k.at.clone())
        .collect();
    blocked.sort();
    differ("snapshot trail", &blocked, &e.shadow.blocked)?;
    let hand: Vec<(&str, u32)> = s.hand.iter().map(|(k, v)| (*k, *v)).collect();
    differ("snapshot hands", hand, n.hand())?;
    let phases = s
        .phases
        .as_ref()
        .map(|p| p.iter().map(|(k, v)| (*k, *v)).collect::<Vec<_>>());
    differ("snapshot phases", phases, n.phases())?;
    let mut texts: Vec<String> = s.legal.iter().map(|v| v.text.clone()).collect();
    texts.sort();
    differ("snapshot legal moves", texts.as_slice(), legal)?;
    for v in &s.legal {
        check_view::<R>(v, e.shadow)?;
    }
    differ(
        "snapshot last move",
        s.last_move.as_ref().map(|v| v.text.clone()),
        m.moves().last().map(ToString::to_string),
    )?;
    differ(
        "snapshot no-progress count",
        s.no_progress,
        e.shadow.no_progress,
    )?;
    differ("snapshot can undo", s.can_undo, m.ply() > 0)?;
    let outcome = s.outcome.as_ref().map(|o| (o.winner, own(o.reason)));
    differ("snapshot outcome", outcome, self::outcome(e))
}

/// Every check at the match's current position; the snapshot on success.
pub fn check<R: Oracle>(m: &Match<R>, e: &Expected<R::Naive>) -> Result<Snapshot, String> {
    differ(
        "no-progress limit",
        R::NO_PROGRESS_LIMIT,
        <R::Naive as Model>::NO_PROGRESS_LIMIT,
    )?;
    let rules_moves = check_rules(m.state(), e.shadow, m.ply())?;
    let expected = outcome(e);
    let got = m.outcome().map(|o| {
        let winner = o.winner.map_or("draw", R::side_id);
        (winner, own(o.reason.as_str()))
    });
    differ("outcome", got, expected)?;
    let mut legal: Vec<String> = m.legal_moves().iter().map(ToString::to_string).collect();
    legal.sort();
    let open = if expected.is_none() {
        rules_moves
    } else {
        Vec::new()
    };
    differ("the match's legal moves", &legal, &open)?;
    differ(
        "the match's no-progress count",
        m.no_progress_at(m.ply()),
        e.shadow.no_progress,
    )?;
    let s = snapshot(m, m.ply());
    check_snapshot(&s, m, e, &legal)?;
    Ok(s)
}
