//! Nine Men's Morris: the static evaluation and the move-ordering hint.
//!
//! The evaluation counts pieces (board and hand), then judges who is about
//! to win the next one: a mill the side to move can close now is nearly a
//! piece; threats of the other side count by whether they can all be
//! blocked; a running mill (a piece that steps out of one closed mill into
//! another, and back) wins a piece every other move. Mobility and blocked
//! pieces matter from the sliding phase on (and a little before, since the
//! placement fixes them); a flying side has no mobility worries and every
//! two-in-a-mill it has is a threat.

use super::rules::{bits, in_mills, Morris, MorrisMove, ADJACENT, MILL_MASKS, POINT_MILLS};
use super::solver;
use crate::rules::{Evaluate, Side};
use crate::search::WIN_SCORE;
use crate::value::Value;

/// One side's features, from which both points of view are scored.
struct Features {
    /// Pieces on the board plus in hand.
    material: i32,
    placing: bool,
    flying: bool,
    /// Slides available (only used for a side that slides).
    mobility: i32,
    /// Pieces with no vacant neighbour.
    blocked: i32,
    /// Mills holding two of ours and a vacant third.
    twos: i32,
    /// Vacant points where our next move closes a mill.
    closable: u32,
    /// Closable points whose closing piece steps out of a closed mill of
    /// ours, so that it can step back and close that one again.
    running: i32,
    /// Closed mills that can be opened by a step and closed again, the
    /// vacated point out of the other side's reach.
    reopenable: i32,
    /// Our closed mills.
    mills: i32,
    /// Our pieces' lines beyond two: a corner counts 0, a midpoint of the
    /// middle square 2, other midpoints 1 (room to move later).
    position: i32,
}

/// Both sides' features, indexed by `Side::index`, in one pass over the
/// mills and one over the pieces.
fn features(s: &Morris) -> [Features; 2] {
    let vacant = s.vacant();
    let men = s.men;
    let mut out = [0, 1].map(|i| Features {
        material: (men[i].count_ones() + u32::from(s.hand[i])) as i32,
        placing: s.hand[i] > 0,
        flying: s.hand[i] == 0 && men[i].count_ones() == 3,
        mobility: 0,
        blocked: 0,
        twos: 0,
        closable: 0,
        running: 0,
        reopenable: 0,
        mills: 0,
        position: 0,
    });
    // Mobility, blocked pieces and the points each side can step to.
    let mut reach = [0u32; 2];
    for i in 0..2 {
        let f = &mut out[i];
        let mut r = 0;
        for p in bits(men[i]) {
            let adjacent = ADJACENT[p as usize];
            r |= adjacent;
            f.position += adjacent.count_ones() as i32 - 2;
            if adjacent & vacant == 0 {
                f.blocked += 1;
            } else {
                f.mobility += (adjacent & vacant).count_ones() as i32;
            }
        }
        if f.placing || f.flying {
            r = u32::MAX;
        }
        if f.flying {
            f.blocked = 0;
        }
        reach[i] = r;
    }
    let closed = [in_mills(men[0]), in_mills(men[1])];
    for &m in &MILL_MASKS {
        for i in 0..2 {
            let mine = men[i];
            let theirs = men[1 - i];
            let own = (mine & m).count_ones();
            let f = &mut out[i];
            if own == 3 {
                f.mills += 1;
                let opens = bits(m)
                    .any(|p| ADJACENT[p as usize] & vacant != 0 && reach[1 - i] >> p & 1 == 0);
                f.reopenable += i32::from(opens);
                continue;
            }
            if own != 2 || theirs & m != 0 {
                continue;
            }
            f.twos += 1;
            let third = m & !mine;
            if f.placing || f.flying {
                f.closable |= third;
                continue;
            }
            let movers = ADJACENT[third.trailing_zeros() as usize] & mine & !m;
            if movers != 0 {
                f.closable |= third;
                if movers & closed[i] != 0 {
                    f.running += 1;
                }
            }
        }
    }
    out
}

/// Whether the side `me` can put a piece on `point` with its next move.
fn can_reach(s: &Morris, me: Side, point: u32) -> bool {
    if s.hand[me.index()] > 0 || s.flying(me) {
        return true;
    }
    let t = point.trailing_zeros() as usize;
    ADJACENT[t] & s.men[me.index()] != 0
}

/// The evaluation's weights, in hundredths of a piece.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Weights {
    /// A mill the side to move can close now.
    pub closable: i32,
    /// A threat of the other side that can be blocked / cannot.
    pub threat_blockable: i32,
    pub threat_unblockable: i32,
    pub twos: i32,
    pub running: i32,
    pub reopenable: i32,
    pub mills: i32,
    /// Each slide, for a sliding side; for a placing side it grows from
    /// `mobility_placing_start` to `mobility_placing_end` as the board fills.
    pub mobility: i32,
    pub mobility_placing_start: i32,
    pub mobility_placing_end: i32,
    /// Each piece with no vacant neighbour, sliding / placing.
    pub blocked: i32,
    pub blocked_placing: i32,
    /// The other side sliding with no move at all / at most two.
    pub shut_in: i32,
    pub cramped: i32,
    /// Each line beyond two of our pieces' points, placing / sliding.
    pub position_placing: i32,
    pub position: i32,
}

pub const WEIGHTS: Weights = Weights {
    closable: 80,
    threat_blockable: 10,
    threat_unblockable: 70,
    twos: 15,
    running: 90,
    reopenable: 25,
    mills: 10,
    mobility: 8,
    mobility_placing_start: 2,
    mobility_placing_end: 8,
    blocked: 14,
    blocked_placing: 6,
    shut_in: 300,
    cramped: 40,
    position_placing: 0,
    position: 0,
};

/// The weights in use: `WEIGHTS`, or with the `tune` feature those named
/// in `TABULEIRO_MORRIS_WEIGHTS` (`name=value,…`), for matches between
/// settings.
pub fn weights() -> &'static Weights {
    #[cfg(feature = "tune")]
    {
        static TUNED: std::sync::OnceLock<Weights> = std::sync::OnceLock::new();
        TUNED.get_or_init(tune::from_env)
    }
    #[cfg(not(feature = "tune"))]
    {
        &WEIGHTS
    }
}

/// Static evaluation in hundredths of a piece from the side to move's view.
pub fn evaluate(s: &Morris) -> i32 {
    evaluate_with(s, weights())
}

/// A side's mobility weight: all of it once it slides; while it places,
/// growing as the pieces in hand run out.
fn mobility_weight(s: &Morris, f: &Features, w: &Weights) -> i32 {
    if f.flying {
        0
    } else if f.placing {
        let placed = 2 * i32::from(super::rules::PIECES_PER_SIDE)
            - i32::from(s.hand[0])
            - i32::from(s.hand[1]);
        let full = 2 * i32::from(super::rules::PIECES_PER_SIDE);
        w.mobility_placing_start
            + (w.mobility_placing_end - w.mobility_placing_start) * placed / full
    } else {
        w.mobility
    }
}

pub fn evaluate_with(s: &Morris, w: &Weights) -> i32 {
    let me = s.to_move;
    let [white, black] = features(s);
    let (a, b) = if me == Side::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut score = 100 * (a.material - b.material);

    // The move is ours: a mill we can close now is nearly a piece, and
    // against three pieces it is the game.
    if a.closable != 0 {
        score += if b.material <= 3 { 1000 } else { w.closable };
    }
    // Their threats: one we can block costs little; one we cannot, or two
    // at once, costs a piece (less if we strike first).
    let threats = b.closable.count_ones();
    if threats > 0 {
        let blockable = threats == 1 && can_reach(s, me, b.closable);
        let loss = if blockable {
            w.threat_blockable
        } else {
            w.threat_unblockable
        };
        let loss = if a.closable != 0 { loss / 2 } else { loss };
        score -= if a.material <= 3 && !blockable {
            600
        } else {
            loss
        };
    }

    score += w.twos * (a.twos - b.twos);
    score += w.running * (a.running.min(2) - b.running.min(2));
    score += w.reopenable * (a.reopenable.min(2) - b.reopenable.min(2));
    score += w.mills * (a.mills - b.mills);

    score += mobility_weight(s, &a, w) * a.mobility.min(24)
        - mobility_weight(s, &b, w) * b.mobility.min(24);
    let position = |f: &Features| {
        f.position
            * if f.placing {
                w.position_placing
            } else if f.flying {
                0
            } else {
                w.position
            }
    };
    score += position(&a) - position(&b);
    let blocked = |f: &Features| {
        if f.placing {
            w.blocked_placing
        } else {
            w.blocked
        }
    };
    score -= blocked(&a) * a.blocked - blocked(&b) * b.blocked;
    // The other side, sliding and shut in: it loses unless we let it out.
    if !b.placing && !b.flying && b.mobility == 0 {
        score += w.shut_in;
    } else if !b.placing && !b.flying && b.mobility <= 2 {
        score += w.cramped;
    }
    if !a.placing && !a.flying && a.mobility <= 2 {
        score -= w.cramped;
    }
    score
}

/// Reading weights from the environment, for tuning by matches.
#[cfg(feature = "tune")]
mod tune {
    use super::{Weights, WEIGHTS};

    pub fn from_env() -> Weights {
        let mut w = WEIGHTS;
        let text = std::env::var("TABULEIRO_MORRIS_WEIGHTS").unwrap_or_default();
        for pair in text.split(',').filter(|p| !p.is_empty()) {
            let Some((name, value)) = pair.split_once('=') else {
                continue;
            };
            let Ok(v) = value.trim().parse::<i32>() else {
                continue;
            };
            let slot = match name.trim() {
                "closable" => &mut w.closable,
                "threat_blockable" => &mut w.threat_blockable,
                "threat_unblockable" => &mut w.threat_unblockable,
                "twos" => &mut w.twos,
                "running" => &mut w.running,
                "reopenable" => &mut w.reopenable,
                "mills" => &mut w.mills,
                "mobility" => &mut w.mobility,
                "mobility_placing_start" => &mut w.mobility_placing_start,
                "mobility_placing_end" => &mut w.mobility_placing_end,
                "blocked" => &mut w.blocked,
                "blocked_placing" => &mut w.blocked_placing,
                "shut_in" => &mut w.shut_in,
                "cramped" => &mut w.cramped,
                "position_placing" => &mut w.position_placing,
                "position" => &mut w.position,
                _ => continue,
            };
            *slot = v;
        }
        w
    }
}

/// Move ordering: removals first (those breaking a threat earlier), then
/// blocks of the other side's mills, then moves that build a mill.
pub fn order_hint(s: &Morris, m: MorrisMove) -> i32 {
    let me = s.to_move.index();
    let mine = s.men[me];
    let theirs = s.men[1 - me];
    let to = m.to();
    let mine_after = (mine & !m.from().map_or(0, |f| 1u32 << f)) | 1 << to;
    let mut hint = 0;
    if let Some(r) = m.removal() {
        hint += 1000;
        for mm in POINT_MILLS[r] {
            if (theirs & mm).count_ones() == 2 && mine_after & mm == 0 {
                hint += 100;
            }
        }
        hint += (ADJACENT[r] & s.vacant()).count_ones() as i32 * 5;
    }
    for mm in POINT_MILLS[to] {
        if (theirs & mm).count_ones() == 2 {
            hint += 300;
        } else if theirs & mm == 0 && (mine_after & mm).count_ones() == 2 {
            hint += 30;
        }
    }
    if let Some(from) = m.from() {
        // Opening a closed mill to close it again is the usual plan.
        let [a, b] = POINT_MILLS[from];
        if mine & a == a || mine & b == b {
            hint += 20;
        }
    }
    hint
}

/// The table's value of a position, on the search's scale; a drawn
/// endgame leans a little the way the evaluation does, so that the engine
/// keeps the draw that gives the other side most chances to go wrong.
pub fn exact_score(s: &Morris) -> Option<i32> {
    let value = solver::built()?.probe(s)?;
    Some(match value {
        Value::Win(n) => WIN_SCORE - n.unwrap_or(1) as i32,
        Value::Loss(n) => -(WIN_SCORE - n.unwrap_or(0) as i32),
        _ => (evaluate(s) / 8).clamp(-DRAW_LEAN, DRAW_LEAN),
    })
}

/// How far a drawn endgame may lean either way.
const DRAW_LEAN: i32 = 20;

/// Plies added below the last placement: a search that stops just after
/// it judges the sliding game by a guess, where blocks decide games.
pub const PHASE_EXTENSION: u32 = 2;

/// Whether a move completes the placement (the last piece in hand).
fn ends_placement(s: &Morris, child: &Morris) -> bool {
    s.hand != [0, 0] && child.hand == [0, 0]
}

/// A quiet move: it removes nothing and blocks no mill of the other side.
fn quiet(s: &Morris, m: MorrisMove) -> bool {
    if m.removal().is_some() {
        return false;
    }
    let theirs = s.men[1 - s.to_move.index()];
    POINT_MILLS[m.to()]
        .iter()
        .all(|&mm| (theirs & mm).count_ones() < 2)
}

impl Evaluate for Morris {
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    fn order_hint(&self, m: MorrisMove) -> i32 {
        order_hint(self, m)
    }

    fn exact_score(&self) -> Option<i32> {
        exact_score(self)
    }

    fn extension(&self, _m: MorrisMove, child: &Morris) -> u32 {
        if ends_placement(self, child) {
            PHASE_EXTENSION
        } else {
            0
        }
    }

    fn reducible(&self, m: MorrisMove) -> bool {
        quiet(self, m)
    }
}
