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
    });
    // Mobility, blocked pieces and the points each side can step to.
    let mut reach = [0u32; 2];
    for i in 0..2 {
        let f = &mut out[i];
        let mut r = 0;
        for p in bits(men[i]) {
            let adjacent = ADJACENT[p as usize];
            r |= adjacent;
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

/// Static evaluation in hundredths of a piece from the side to move's view.
pub fn evaluate(s: &Morris) -> i32 {
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
        score += if b.material <= 3 { 1000 } else { 80 };
    }
    // Their threats: one we can block costs little; one we cannot, or two
    // at once, costs a piece (less if we strike first).
    let threats = b.closable.count_ones();
    if threats > 0 {
        let blockable = threats == 1 && can_reach(s, me, b.closable);
        let loss = if blockable { 10 } else { 70 };
        let loss = if a.closable != 0 { loss / 2 } else { loss };
        score -= if a.material <= 3 && !blockable {
            600
        } else {
            loss
        };
    }

    score += 15 * (a.twos - b.twos);
    score += 90 * (a.running.min(2) - b.running.min(2));
    score += 25 * (a.reopenable.min(2) - b.reopenable.min(2));
    score += 10 * (a.mills - b.mills);

    // Mobility: weighs most once pieces slide; a flying side has none to
    // worry about.
    let weight = |f: &Features| -> (i32, i32) {
        if f.flying {
            (0, 0)
        } else if f.placing {
            (2, 6)
        } else {
            (8, 14)
        }
    };
    let (am, ab) = weight(&a);
    let (bm, bb) = weight(&b);
    let a_mob = if a.placing { 0 } else { a.mobility.min(24) };
    let b_mob = if b.placing { 0 } else { b.mobility.min(24) };
    score += am * a_mob - bm * b_mob;
    score -= ab * a.blocked - bb * b.blocked;
    // The other side, sliding and shut in: it loses unless we let it out.
    if !b.placing && !b.flying && b.mobility == 0 {
        score += 300;
    } else if !b.placing && !b.flying && b.mobility <= 2 {
        score += 40;
    }
    if !a.placing && !a.flying && a.mobility <= 2 {
        score -= 40;
    }
    score
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

impl Evaluate for Morris {
    fn evaluate(&self) -> i32 {
        evaluate(self)
    }

    fn order_hint(&self, m: MorrisMove) -> i32 {
        order_hint(self, m)
    }
}
