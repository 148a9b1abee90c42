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
use crate::rules::{Evaluate, Side};

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
    /// Pieces with exactly one vacant neighbour (one step from blocked).
    loose: i32,
    /// Vacant points beside our men that none of the other side's men
    /// touch: slides it cannot take away with its next one.
    safe_liberties: i32,
    hand: i32,
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
        loose: 0,
        safe_liberties: 0,
        hand: i32::from(s.hand[i]),
    });
    // Mobility, blocked pieces and the points each side can step to.
    let mut reach = [0u32; 2];
    let mut liberties = [0u32; 2];
    for i in 0..2 {
        let f = &mut out[i];
        let mut r = 0;
        for p in bits(men[i]) {
            let adjacent = ADJACENT[p as usize];
            r |= adjacent;
            f.position += adjacent.count_ones() as i32 - 2;
            let free = (adjacent & vacant).count_ones() as i32;
            f.blocked += i32::from(free == 0);
            f.loose += i32::from(free == 1);
            f.mobility += free;
        }
        liberties[i] = r & vacant;
        if f.placing || f.flying {
            r = u32::MAX;
        }
        if f.flying {
            f.blocked = 0;
        }
        reach[i] = r;
    }
    for i in 0..2 {
        out[i].safe_liberties = (liberties[i] & !reach[1 - i]).count_ones() as i32;
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

/// The evaluation is a weighted sum of terms: each term counts something
/// for the side to move less the same for the other side (or for one side,
/// where its name says so), times `SCALE` so that fractions stay whole.
pub const SCALE: i32 = 36;
/// Plies of placement there are in all.
const PLACEMENTS: i32 = 2 * super::rules::PIECES_PER_SIDE as i32;

pub const TERM_COUNT: usize = 26;

/// The terms, by name (also the names `TABULEIRO_MORRIS_WEIGHTS` reads).
pub const TERMS: [&str; TERM_COUNT] = [
    "material",
    "closable",
    "closable_wins",
    "threat_blockable",
    "threat_unblockable",
    "threat_fatal",
    "twos",
    "running",
    "reopenable",
    "mills",
    "mobility",
    "mobility_placing_start",
    "mobility_placing_end",
    "blocked",
    "blocked_placing",
    "shut_in",
    "cramped",
    "position_placing",
    "position",
    "loose",
    "loose_placing",
    "hand",
    "tempo_placing",
    "tempo",
    "safe_liberties",
    "no_safe_liberty",
];

/// The weights, in hundredths of a piece, in the order of `TERMS`:
/// material is the scale and the decisive terms (closing the last mill
/// against three pieces, a fatal threat against our three, a side shut in)
/// are fixed; the others were fitted to our own depth-15 search scores of
/// 4,162 positions from plies 8-36 of match games (docs/morris-engine.md,
/// rounds 20-21): fitted to games' results instead, they overvalued the
/// mills and pieces in hand that the deeper search sees through.
pub const WEIGHTS: [i32; TERM_COUNT] = [
    100,  // material: pieces on the board and in hand
    155,  // closable: a mill we can close now (against more than three)
    1000, // closable_wins: ... against three: the game
    2,    // threat_blockable: their one threat, which we can block
    156,  // threat_unblockable: their threats we cannot all block
    600,  // threat_fatal: ... when we are down to three
    35,   // twos: two in a mill and the third point vacant
    153,  // running: a mill closed by a piece out of another closed mill
    84,   // reopenable: closed mills that can open and close again
    54,   // mills: closed mills
    6,    // mobility: slides, for a side that slides
    49,   // mobility_placing_start: slides, while placing, at its start
    3,    // mobility_placing_end: ... at the end (in between, by the ratio)
    24,   // blocked: pieces without a vacant neighbour, sliding
    39,   // blocked_placing: ... while placing
    300,  // shut_in: the other side slides and has no move (one-sided)
    255,  // cramped: at most two slides, theirs less ours
    6,    // position_placing: lines beyond two at our points, placing
    4,    // position: ... sliding
    -1,   // loose: pieces with one vacant neighbour, sliding
    -9,   // loose_placing: ... while placing
    72,   // hand: pieces in hand (beyond counting as material)
    6,    // tempo_placing: the move is ours (one-sided), placing
    24,   // tempo: ... sliding
    14,   // safe_liberties: vacant points beside our men theirs cannot fill next, both sliding
    2,    // no_safe_liberty: every slide a side has can be taken away (both sliding)
];

/// Settings tuned with the weights.
#[derive(Clone, Debug, PartialEq)]
pub struct Tuning {
    pub weights: [i32; TERM_COUNT],
    /// Plies the search adds below the last placement.
    pub phase_extension: u32,
    /// Whether the search reduces late quiet moves (0: no), from which
    /// move on, and from which by two plies.
    pub reduce: u32,
    pub reduce_from: u32,
    pub reduce_more_from: u32,
    /// Whether the reductions hold in the sliding phase too (0: only while
    /// placing), where nearly every move is quiet and a squeeze is made of
    /// quiet moves.
    pub reduce_sliding: u32,
    /// While sliding, no quiet move is reduced where either side has at
    /// most this many slides (0: off): a squeeze is made of quiet moves,
    /// and the reply that shuts a side in is one of them.
    pub reduce_squeeze: u32,
    /// A repetition on the search's own path scores this many eighths of
    /// the evaluation of the position (at most `REPETITION_LEAN_MAX`), not
    /// 0 (docs/morris-engine.md, "The fifth round"); 0, a draw, as on main
    /// since the fifth round's matches.
    pub repetition_lean: i32,
    /// A repetition on the search's own path is worth this much to the
    /// side to move at the root (`Evaluate::repetition_contempt`; 0: none).
    pub repetition_contempt: i32,
    /// While placing, each slide a side keeps once the other side has put
    /// its men in hand where they take most of them is worth this much (in
    /// hundredths of a piece; 0: off), beside the mobility terms, which
    /// count the slides the other side is still free to take away.
    pub mobility_future: i32,
    /// Early in the placement (fewer than `crossing_plies` men placed) a
    /// vacant crossing searched on its own is played when it scores within
    /// this much of the search's choice (`preference.rs`; negative: off).
    pub crossing_margin: i32,
    pub crossing_plies: u32,
    /// The share of the move's time (percent) the search for the choice
    /// gets; the crossings' own searches share the rest.
    pub crossing_choice_share: u32,
}

pub const TUNING: Tuning = Tuning {
    weights: WEIGHTS,
    phase_extension: 0,
    reduce: 1,
    reduce_from: 3,
    reduce_more_from: 9,
    reduce_sliding: 1,
    reduce_squeeze: 0,
    repetition_lean: 0,
    repetition_contempt: 20,
    mobility_future: 0,
    crossing_margin: 60,
    crossing_plies: 12,
    crossing_choice_share: 50,
};

/// The settings in use: `TUNING`, or with the `tune` feature those named
/// in `TABULEIRO_MORRIS_WEIGHTS` (`name=value,…`), for matches between
/// settings.
pub fn tuning() -> &'static Tuning {
    #[cfg(feature = "tune")]
    {
        static TUNED: std::sync::OnceLock<Tuning> = std::sync::OnceLock::new();
        TUNED.get_or_init(tune::from_env)
    }
    #[cfg(not(feature = "tune"))]
    {
        &TUNING
    }
}

/// Static evaluation in hundredths of a piece from the side to move's view.
pub fn evaluate(s: &Morris) -> i32 {
    let t = tuning();
    evaluate_with(s, &t.weights) + future_mobility(s, t.mobility_future)
}

/// The `mobility_future` setting's share of the evaluation: while either
/// side places, the slides each side keeps after the other side's best
/// blocks, ours less theirs, times `weight` (nothing at 0, main's).
fn future_mobility(s: &Morris, weight: i32) -> i32 {
    if weight == 0 || s.hand == [0, 0] {
        return 0;
    }
    let me = s.to_move.index();
    let vacant = s.vacant();
    let kept = |i: usize| slides_after_blocks(s.men[i], vacant, s.hand[1 - i]);
    weight * (kept(me) - kept(1 - me))
}

/// The slides `men` keep once the other side has put its `hand` men on the
/// vacant points that take most of them: the mobility a side can count on
/// when the placement ends rather than the mobility it has now. Each
/// vacant point takes as many slides as it has our men beside it; our own
/// placements, which could open new ones, are not counted.
fn slides_after_blocks(men: u32, vacant: u32, hand: u8) -> i32 {
    // Vacant points by how many of our men they have beside them.
    let mut by_count = [0u32; 5];
    let mut total = 0;
    for v in bits(vacant) {
        let beside = (ADJACENT[v as usize] & men).count_ones();
        by_count[beside as usize] += 1;
        total += beside;
    }
    let mut left = u32::from(hand);
    for beside in (1..5).rev() {
        let taken = left.min(by_count[beside]);
        total -= taken * beside as u32;
        left -= taken;
    }
    total as i32
}

pub fn evaluate_with(s: &Morris, w: &[i32; TERM_COUNT]) -> i32 {
    let t = terms(s);
    t.iter().zip(w).map(|(t, w)| t * w).sum::<i32>() / SCALE
}

/// Slides counted for a side, capped as the mobility terms count them.
fn slides(f: &Features) -> i32 {
    f.mobility.min(24)
}

/// The terms of `s`, in the order of `TERMS`.
pub fn terms(s: &Morris) -> [i32; TERM_COUNT] {
    let me = s.to_move;
    let [white, black] = features(s);
    let (a, b) = if me == Side::White {
        (white, black)
    } else {
        (black, white)
    };
    let mut t = [0i32; TERM_COUNT];
    t[0] = SCALE * (a.material - b.material);
    threat_terms(s, &a, &b, &mut t);
    t[6] = SCALE * (a.twos - b.twos);
    t[7] = SCALE * (a.running.min(2) - b.running.min(2));
    t[8] = SCALE * (a.reopenable.min(2) - b.reopenable.min(2));
    t[9] = SCALE * (a.mills - b.mills);
    let placed = PLACEMENTS - i32::from(s.hand[0]) - i32::from(s.hand[1]);
    let sliding = |f: &Features| !f.placing && !f.flying;
    let when = |c: bool, v: i32| if c { v } else { 0 };
    t[10] = SCALE * (when(sliding(&a), slides(&a)) - when(sliding(&b), slides(&b)));
    let placing_slides = when(a.placing, slides(&a)) - when(b.placing, slides(&b));
    t[11] = placing_slides * (PLACEMENTS - placed) * SCALE / PLACEMENTS;
    t[12] = placing_slides * placed * SCALE / PLACEMENTS;
    t[13] = -SCALE * (when(!a.placing, a.blocked) - when(!b.placing, b.blocked));
    t[14] = -SCALE * (when(a.placing, a.blocked) - when(b.placing, b.blocked));
    // The other side, sliding and shut in: it loses unless we let it out.
    t[15] = when(sliding(&b) && b.mobility == 0, SCALE);
    let cramped = |f: &Features| sliding(f) && f.mobility > 0 && f.mobility <= 2;
    t[16] = when(cramped(&b), SCALE) - when(sliding(&a) && a.mobility <= 2, SCALE);
    t[17] = SCALE * (when(a.placing, a.position) - when(b.placing, b.position));
    t[18] = SCALE * (when(sliding(&a), a.position) - when(sliding(&b), b.position));
    t[19] = SCALE * (when(sliding(&a), a.loose) - when(sliding(&b), b.loose));
    t[20] = SCALE * (when(a.placing, a.loose) - when(b.placing, b.loose));
    t[21] = SCALE * (a.hand - b.hand);
    t[22] = when(a.placing, SCALE);
    t[23] = when(sliding(&a), SCALE);
    if sliding(&a) && sliding(&b) {
        t[24] = SCALE * (a.safe_liberties.min(4) - b.safe_liberties.min(4));
        let exposed = |f: &Features| f.mobility > 0 && f.safe_liberties == 0;
        t[25] = when(exposed(&b), SCALE) - when(exposed(&a), SCALE);
    }
    t
}

/// Who is about to win a piece: a mill we can close now is nearly a
/// piece, and against three pieces it is the game; their one threat we
/// can block costs little, threats we cannot all block cost a piece (half
/// if we strike first), and against our three they are the game.
fn threat_terms(s: &Morris, a: &Features, b: &Features, t: &mut [i32; TERM_COUNT]) {
    if a.closable != 0 {
        if b.material <= 3 {
            t[2] = SCALE;
        } else {
            t[1] = SCALE;
        }
    }
    let threats = b.closable.count_ones();
    if threats == 0 {
        return;
    }
    let blockable = threats == 1 && can_reach(s, s.to_move, b.closable);
    let share = if a.closable != 0 { SCALE / 2 } else { SCALE };
    if blockable {
        t[3] = -share;
    } else if a.material <= 3 {
        t[5] = -SCALE;
    } else {
        t[4] = -share;
    }
}

/// Reading settings from the environment, for tuning by matches.
#[cfg(feature = "tune")]
mod tune {
    use super::{Tuning, TERMS, TUNING};

    pub fn from_env() -> Tuning {
        let mut tuning = TUNING;
        let text = std::env::var("TABULEIRO_MORRIS_WEIGHTS").unwrap_or_default();
        for pair in text.split(',').filter(|p| !p.is_empty()) {
            let Some((name, value)) = pair.split_once('=') else {
                continue;
            };
            let Ok(v) = value.trim().parse::<i32>() else {
                continue;
            };
            match TERMS.iter().position(|t| *t == name.trim()) {
                Some(i) => tuning.weights[i] = v,
                None if name.trim() == "phase_extension" => {
                    tuning.phase_extension = v.clamp(0, 4) as u32
                }
                None if name.trim() == "reduce" => tuning.reduce = v.clamp(0, 1) as u32,
                None if name.trim() == "reduce_from" => tuning.reduce_from = v.clamp(1, 64) as u32,
                None if name.trim() == "reduce_more_from" => {
                    tuning.reduce_more_from = v.clamp(1, 64) as u32
                }
                None if name.trim() == "reduce_sliding" => {
                    tuning.reduce_sliding = v.clamp(0, 1) as u32
                }
                None if name.trim() == "reduce_squeeze" => {
                    tuning.reduce_squeeze = v.clamp(0, 24) as u32
                }
                None if name.trim() == "repetition_lean" => tuning.repetition_lean = v.clamp(0, 8),
                None if name.trim() == "repetition_contempt" => {
                    tuning.repetition_contempt = v.clamp(-100, 100)
                }
                None if name.trim() == "crossing_margin" => {
                    tuning.crossing_margin = v.clamp(-1, 1000)
                }
                None if name.trim() == "crossing_plies" => {
                    tuning.crossing_plies = v.clamp(0, 18) as u32
                }
                None if name.trim() == "crossing_choice_share" => {
                    tuning.crossing_choice_share = v.clamp(10, 100) as u32
                }
                None if name.trim() == "mobility_future" => {
                    tuning.mobility_future = v.clamp(0, 200)
                }
                None => {}
            }
        }
        tuning
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
#[cfg(feature = "tables")]
pub fn exact_score(s: &Morris) -> Option<i32> {
    use super::solver;
    use crate::search::WIN_SCORE;
    use crate::value::Value;
    let value = solver::built()?.probe(s)?;
    Some(match value {
        Value::Win(n) => WIN_SCORE - n.unwrap_or(1) as i32,
        Value::Loss(n) => -(WIN_SCORE - n.unwrap_or(0) as i32),
        _ => (evaluate(s) / 8).clamp(-DRAW_LEAN, DRAW_LEAN),
    })
}

/// Without the table (the game pages' wasm) nothing is known exactly.
#[cfg(not(feature = "tables"))]
pub fn exact_score(_s: &Morris) -> Option<i32> {
    None
}

/// How far a drawn endgame may lean either way.
#[cfg(feature = "tables")]
const DRAW_LEAN: i32 = 20;

/// Whether a move completes the placement (the last piece in hand).
fn ends_placement(s: &Morris, child: &Morris) -> bool {
    s.hand != [0, 0] && child.hand == [0, 0]
}

/// Late quiet moves are searched less deeply at first: with the table's
/// move, mills and blocks tried first, they rarely matter, and the plies
/// saved go to the moves that do.
fn late_move_reduction(s: &Morris, m: MorrisMove, index: usize, depth: u32, t: &Tuning) -> u32 {
    let sliding = s.hand == [0, 0];
    if t.reduce == 0
        || (sliding && t.reduce_sliding == 0)
        || depth < 3
        || index < t.reduce_from as usize
        || !quiet(s, m)
        || (sliding && squeezed(s, t.reduce_squeeze))
    {
        0
    } else if depth >= 6 && index >= t.reduce_more_from as usize {
        2
    } else {
        1
    }
}

/// Whether a side sliding has at most `limit` slides (never, for 0).
fn squeezed(s: &Morris, limit: u32) -> bool {
    if limit == 0 {
        return false;
    }
    let vacant = s.vacant();
    [Side::White, Side::Black].into_iter().any(|side| {
        !s.flying(side)
            && bits(s.men[side.index()])
                .map(|p| (ADJACENT[p as usize] & vacant).count_ones())
                .sum::<u32>()
                <= limit
    })
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

/// How far a repetition's score may lean from a draw.
const REPETITION_LEAN_MAX: i32 = 60;

/// A repetition on the search's own path: half the evaluation of the
/// position, not a draw. Scored 0, it let a side that was behind count on
/// a shuffle the side ahead never had to play: in the lost games the
/// engine's score sat at 0 through the last placements, every line that
/// ended in a shuffle equal, and fell once Sanmill stepped aside. Leaning
/// the evaluation's way, the search still sees a repetition as the lesser
/// evil when it is, and tells the shuffles apart by what they leave.
pub fn repetition_score(s: &Morris, t: &Tuning) -> i32 {
    if t.repetition_lean == 0 {
        return 0;
    }
    (evaluate(s) * t.repetition_lean / 8).clamp(-REPETITION_LEAN_MAX, REPETITION_LEAN_MAX)
}

impl Evaluate for Morris {
    const TABLE_MOVE_BEFORE_ORDERING: bool = true;
    const PLAYS_CUT_SHORT_ITERATIONS: bool = true;
    /// Counting one earlier sighting as a draw let the engine, behind,
    /// shuffle towards "repetitions" Sanmill never completed while it
    /// squeezed; not counting it for a side ahead let Sanmill repeat its
    /// way to draws (docs/morris-engine.md, "Repetitions").
    const REPETITION_FROM_HISTORY_AT_THIRD: bool = true;

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
        // A search that stops just after the last placement judges the
        // sliding game by a guess, where blocks decide games.
        if ends_placement(self, child) {
            tuning().phase_extension
        } else {
            0
        }
    }

    fn repetition_score(&self) -> i32 {
        repetition_score(self, tuning())
    }

    fn repetition_contempt() -> i32 {
        tuning().repetition_contempt
    }

    fn reduction(&self, m: MorrisMove, index: usize, depth: u32) -> u32 {
        late_move_reduction(self, m, index, depth, tuning())
    }
}

#[cfg(test)]
mod tests {
    use super::{
        future_mobility, late_move_reduction, slides_after_blocks, terms, Tuning, SCALE, TUNING,
    };
    use crate::games::morris::Morris;
    use crate::rules::{Rules, Side};

    fn reduction_of(s: &Morris, text: &str, t: &Tuning) -> u32 {
        let m = s.parse_move(text).unwrap();
        late_move_reduction(s, m, 5, 4, t)
    }

    #[test]
    fn a_squeeze_keeps_its_quiet_moves_in_full_when_asked() {
        let squeeze = Tuning {
            reduce_squeeze: 4,
            ..TUNING
        };
        // White's top row and g4 have one slide between them (g4-f4).
        let cramped =
            Morris::from_names("a7 d7 g7 g4", "a4 d6 g1 b6 d2 f2", [0, 0], Side::Black).unwrap();
        assert_eq!(reduction_of(&cramped, "d2-d3", &TUNING), 1);
        assert_eq!(reduction_of(&cramped, "d2-d3", &squeeze), 0);
        // Both sides with room: reduced either way.
        let roomy =
            Morris::from_names("a7 d5 f4 b2", "a4 d6 g1 b6 d2 f2", [0, 0], Side::Black).unwrap();
        assert_eq!(reduction_of(&roomy, "d2-d3", &squeeze), 1);
    }

    #[test]
    fn the_other_side_s_men_in_hand_take_the_points_that_cost_most_slides() {
        // White's d7 and g7 have three vacant neighbours (a7, d6, g4); d6
        // and g4 each take one slide, a7 one: 3 slides, one taken per man.
        let s = Morris::from_names("d7 g7", "b4", [7, 8], Side::White).unwrap();
        let white = s.men[Side::White.index()];
        assert_eq!(slides_after_blocks(white, s.vacant(), 0), 3);
        assert_eq!(slides_after_blocks(white, s.vacant(), 2), 1);
        assert_eq!(slides_after_blocks(white, s.vacant(), 9), 0);
        // A point beside two of our men goes first: a1 and g1 with d1
        // between them give d1 both, and one man there takes two slides.
        let t = Morris::from_names("a1 g1", "b4", [7, 8], Side::White).unwrap();
        let white = t.men[Side::White.index()];
        assert_eq!(slides_after_blocks(white, t.vacant(), 1), 2);
    }

    #[test]
    fn future_mobility_is_nothing_when_off_or_sliding() {
        // White keeps one of its three slides after Black's two men in
        // hand, Black three of b4's four after White's one.
        let placing = Morris::from_names("d7 g7", "b4", [1, 2], Side::White).unwrap();
        assert_eq!(future_mobility(&placing, 0), 0);
        assert_eq!(future_mobility(&placing, 20), 20 * (1 - 3));
        let sliding =
            Morris::from_names("a7 d5 f4 b2", "a4 d6 g1 b6 d2 f2", [0, 0], Side::Black).unwrap();
        assert_eq!(future_mobility(&sliding, 20), 0);
    }

    #[test]
    fn safe_liberties_are_the_slides_the_other_side_cannot_take_next() {
        // White's one slide (g4-f4) is to a point Black's f2 touches: none
        // safe, and exposed. Black's eight vacant neighbours are all out of
        // White's reach but f4: seven safe, counted as four.
        let s =
            Morris::from_names("a7 d7 g7 g4", "a4 d6 g1 b6 d2 f2", [0, 0], Side::Black).unwrap();
        let t = terms(&s);
        assert_eq!(t[24], SCALE * 4);
        assert_eq!(t[25], SCALE);
        // While a side places, the other side's men in hand reach every
        // point: the terms wait for the sliding.
        let placing =
            Morris::from_names("a7 d7 g7 g4", "a4 d6 g1 b6", [1, 2], Side::White).unwrap();
        assert_eq!(terms(&placing)[24..], [0, 0]);
    }
}
